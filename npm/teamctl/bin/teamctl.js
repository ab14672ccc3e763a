#!/usr/bin/env node
// The teamctl command of the npm package: it runs the prebuilt binary from
// the platform package npm installed with it (an optional dependency that
// matches this machine's os and cpu), passing arguments, stdio and the exit
// status through.
'use strict';

const { spawnSync } = require('child_process');

const platform = process.platform; // linux, darwin, win32
const arch = process.arch; // x64, arm64
const pkg = `@teamctl/teamctl-${platform}-${arch}`;
const exe = platform === 'win32' ? '.exe' : '';

let bin;
try {
  bin = require.resolve(`${pkg}/bin/teamctl${exe}`);
} catch (err) {
  process.stderr.write(
    `teamctl: no prebuilt teamctl for ${platform} ${arch}: the package ${pkg} is not installed\n` +
      `teamctl: hint: reinstall without --omit=optional (npm install -g teamctl), or use a release archive or go install github.com/teamctl/teamctl/cmd/...@latest\n`
  );
  process.exit(1);
}

const res = spawnSync(bin, process.argv.slice(2), { stdio: 'inherit' });
if (res.error) {
  process.stderr.write(`teamctl: cannot run ${bin}: ${res.error.message}\n`);
  process.exit(1);
}
if (res.signal) {
  process.kill(process.pid, res.signal);
}
process.exit(res.status === null ? 1 : res.status);
