[[ 'a[$(touch pwned)]' -eq 0 ]]

x='a[$(touch pwned)]'; [[ $x -eq 0 ]]

x='a[$(touch pwned)]'; echo $((x))

x='a[$(touch pwned)]'; (( x ))

test -v 'a[$(touch pwned)]'

[ -v 'a[$(touch pwned)]' ]

[[ -v a[$(touch pwned)] ]]

printf -v 'a[$(touch pwned)]' x

read 'a[$(touch pwned)]' <<< 1

let 'x=a[$(touch pwned)]'

let x=y

declare 'a[$(touch pwned)]=1'

declare -i x="$y"

unset 'a[$(touch pwned)]'

echo $(( $(cat notes.txt) + 1 ))

i='a[$(touch pwned)]'; echo ${arr[$i]}

n='a[$(touch pwned)]'; echo ${s:$n}

x='$(touch pwned)'; echo ${x@P}

x='a[$(touch pwned)]'; echo ${!x}

mapfile -C 'touch pwned' -c 1 < notes.txt

readarray -C cb x < notes.txt

PS4='$(touch pwned)'; set -x; true

declare -n r=x

for ((i=0; i<n; i++)); do :; done

declare -i n; n='a[$(touch /tmp/pwn)]'

local -i n=1 2>/dev/null; n='a[$(touch x)]'

typeset -i n=5; n+='a[$(touch x)]'

n=$(stat -c %n 'a[$(touch pwned)]'); echo $((n))

n=$(stat --printf='\x61[$(touch pwned)]' f); echo $((n))

n=$(date +%A); echo $((n))

n=$(stat -c %Y f); n+='[$(touch pwned)]'; echo $((n))

n=$(stat -c %Y f); if [ -e g ]; then n=$x; fi; echo $((n))

stat() { echo 'a[$(touch pwned)]'; }; n=$(stat -c %Y f); echo $((n))

n=$(date -r f +%s); sort "$n" x

stat='a[$(touch pwned)]'; echo $(( $(stat -c %Y nonexist 2>/dev/stdout) ))

fatal='a[$(touch pwned)]'; echo $(( $(git rev-list --count nonexist 2>/dev/stdout) ))

f='a[$(touch pwned)]'; echo $(( $(grep -c -Hi x f) ))

internal='a[$(touch pwned)]'; echo $(( $(grep -c -ir x internal) ))

internal='a[$(touch pwned)]'; echo $(( $(grep -c --recursive x internal) ))

f='a[$(touch pwned)]'; echo $(( $(grep -c -ex f g) ))

f='a[$(touch pwned)]'; echo $(( $(grep -c -fpats f g) ))

f='a[$(touch pwned)]'; n=$(grep -c -Hi x f); echo $((n))

echo $(( $(git rev-list --count $(cat opts) HEAD) ))

x='a[$(touch pwned)]'; for w in 1 x; do echo $((w)); done

x='a[$(touch pwned)]'; for w in 1 2; do w=x; echo $((w)); done
