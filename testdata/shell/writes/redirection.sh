echo {} > .claude/settings.json

echo x >> notes.txt

cd .claude && echo {} > settings.json

cd src; cd ..; echo x > README.md

f=.claude/settings.json; echo {} > $f

echo x > ~/.bashrc

echo x > "$HOME/.profile"

echo x >| notes.txt

ls &> out.log

ls &>> out.log

ls 2> err.log

ls > /tmp/../tmp/out.txt

exec 3> out.txt

echo x 1<> notes.txt

ls >& out.txt

cat README.md > copy.md

: > notes.txt

> empty.txt

printf '%s\n' a > a.txt

cat <<'EOF' > .claude/team-themes/patterns/fixed-theme.json
{"name":"fixed-theme","leader":{"bash":"any"}}
EOF

tee notes.txt < README.md

echo x | tee -a notes.txt

echo x | tee /dev/null notes.txt

{ echo a; echo b; } > out.txt

(echo a) > out.txt

for f in a b; do echo $f; done > out.txt

if true; then echo x; fi > out.txt

echo x > "$(echo out.txt)"

echo x > $OUT

ls | sort > sorted.txt

git log > log.txt

echo x<1-9>&- touch pwned

ls <->&- touch pwned

# zsh runs a pipeline's last part in this shell: cd .claude holds.
true | cd .claude; cp /tmp/e settings.json
