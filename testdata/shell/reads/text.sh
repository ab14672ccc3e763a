sort notes.txt

sort -u data.csv

sort -t, -k2 -n data.csv

sort -r notes.txt | uniq -c

uniq -c notes.txt

cut -d, -f1 data.csv

cut -c1-10 README.md

tr a-z A-Z < notes.txt

tr -d '\r' < data.csv

column -t -s, data.csv

paste -sd, notes.txt

fold -w 20 README.md

fmt -w 60 README.md

rev notes.txt

expand README.md | head

jq -n '1+1'

echo '{"a":1}' | jq .a

echo '{"a":[1,2]}' | jq -r '.a[]'

seq 1 5

seq -s, 10

expr 1 + 2

echo hello

echo "$HOME"

printf '%s\n' a b c

printf '%d\n' 42

numfmt --to=iec 1048576

sed -n '1,5p' README.md

sed -n '/func/p' main.go

sed 's/,/ /g' data.csv | column -t

sed '1,2d' notes.txt

sed -e 's/a/b/' -e 's/c/d/' notes.txt

sed -E 's/([a-z]+)/<\1>/g' notes.txt

sed -n '$=' README.md

sed 'y/abc/xyz/' notes.txt

awk '{print $1}' notes.txt

awk -F, '{s+=$2} END {print s}' data.csv

awk 'NR==1' README.md

awk '/func/ {print NR": "$0}' main.go

awk '{print 1./2}' notes.txt

awk 'BEGIN{printf "%.2f\n", 10/3}'

awk '{ if ($2 > 1) print $1 }' FS=, data.csv

awk 'length($0) > 10' README.md

base64 README.md | head -2

echo aGVsbG8= | base64 -d

shuf -n 1 notes.txt

xxd -l 16 README.md

date

date +%Y-%m-%d

date -u -d @0

cal 2>/dev/null || true

sed -l 80 -n 1,3p notes.txt

sed --expr='1,2p' -n notes.txt

awk -F, -v OFS=' ' '{print $1, $2}' data.csv

awk -- '{print NR}' notes.txt
