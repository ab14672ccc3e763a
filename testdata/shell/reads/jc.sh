# jc's magic syntax runs the command it names (textdata.go: jcCommand)
jc -p ls -al 2>/dev/null || true

jc --pretty df -h 2>/dev/null || true

jc -p stat README.md 2>/dev/null || true

jc git log -3 2>/dev/null || true

jc -r -q uname -a 2>/dev/null || true

jc -p env 2>/dev/null | head -3 || true

jc ls -la 2>/dev/null || true
