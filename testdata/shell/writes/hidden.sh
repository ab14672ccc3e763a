bash -c 'touch pwned'

sh -c 'rm notes.txt'

bash -c "$CMD"

zsh -c 'touch pwned'

bash script.sh

sh ./script.sh

eval 'touch pwned'

eval "$CMD"

source script.sh

. ./script.sh

exec touch pwned

xargs rm < list.txt

ls | xargs rm

ls | xargs -I{} touch {}.bak

parallel rm ::: a b

watch -n1 ls

trap 'touch pwned' EXIT

alias ls='touch pwned'

hash -p /usr/bin/touch ls; ls pwned

python3 -c 'open("pwned","w")'

python3 script.py

node -e 'require("fs").writeFileSync("pwned","")'

perl -e 'open F,">pwned"'

ruby -e 'File.write("pwned","")'

php -r 'touch("pwned");'

npx cowsay hi

$CMD

"$CMD" arg

$(echo rm) notes.txt

./script.sh

/tmp/x

env -S 'touch pwned'

env --split-string='touch pwned'

env --s='touch pwned'

env -iS'touch pwned'

timeout 5 rm notes.txt

nice rm notes.txt

command rm notes.txt

builtin eval 'touch pwned'

sudo ls

ssh host ls

echo $(rm notes.txt)

echo `rm notes.txt`

cat <(touch pwned)

ls > >(tee out.txt)

x=$(touch pwned)

f() { rm notes.txt; }; f

coproc touch pwned

ls $(touch pwned)

[[ $(touch pwned) ]]

case $(touch pwned) in *) ;; esac

for f in $(rm notes.txt); do :; done

cat <<EOF
$(touch pwned)
EOF

awk 'BEGIN{system("touch pwned")}'

awk '{print | "sh"}' notes.txt

awk '{print > "out.txt"}' notes.txt

awk '{print 1./2 > "out.txt" }' notes.txt

awk 'BEGIN{while (("touch pwned" | getline l) > 0) print l}'

awk -f prog.awk notes.txt

sed 'w out.txt' notes.txt

sed -n 's/a/b/w out.txt' notes.txt

sed '1e touch pwned' notes.txt

sed 's/.*/touch pwned/e' notes.txt

sed -f script.sed notes.txt

sed --exp='w out.txt' notes.txt

ls *(e:'touch pwned':)

ls @(a|b)

b='x --output=f'; git diff origin/$b

git diff origin/$(cat f)

sort x$(cat f)

git log --author=$(cat f) -1

printf '%s\n' -o sorted.txt notes.txt | xargs sort

printf -- '--output=diff.txt\n' | xargs git diff

ls | xargs -I{} cp {} /tmp/

file $(which no-such-program)-C -m notes.txt

file "$(echo -C)" -m notes.txt

file $(command -v no-such-program) -C -m notes.txt

# xargs hands its words to env, which runs them (once a panic in the
# model, which a hook reads as a failure and lets through).
echo "rm -f notes.txt" | xargs env

printf 'sh\n-c\necho x > notes.txt\n' | xargs -d '\n' env
