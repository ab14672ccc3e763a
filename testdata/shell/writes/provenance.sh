# Ways to pass a word that starts with a dash through the shapes proven
# in reads/provenance.sh.

sort <(cat notes.txt) $(echo ' -opwned')

sort <(cat notes.txt)$(echo ' -opwned')

sort notes.txt $(git rev-parse 'notes.txt -opwned')

git rev-parse 'notes.txt -opwned' | xargs sort

sort $(seq -f 'notes.txt -opwned' 1)

sort notes.txt $(seq -s ' -opwned ' 2)

sort notes.txt $(date '+%Y -opwned')

sort notes.txt $(date +-opwned)

sort notes.txt $(docker ps --format '{{.Image}} -opwned')

sort notes.txt $(docker ps -q --format '-opwned')

sort notes.txt $(docker ps -aq 2>&1)

sort notes.txt $(kubectl get pods -o go-template='-opwned')

sort notes.txt $(kubectl get pods -o name -o jsonpath='-opwned')

sort notes.txt $(pgrep -d ' -opwned ' -f .)

sort notes.txt $(pgrep -l -f .)

sort notes.txt $(id -un)

git log > >(sort -opwned)

git log 2> >(tee pwned)

git log > >(cat > pwned)

while read -r f; do sort "$f"; done < <(printf '%s\n' -opwned)

while read -r p; do sort notes.txt "$p"; done < <(kubectl get pods -o json)

sort notes.txt $(timeout 5 docker ps -q)
