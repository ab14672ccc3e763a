teamctl uninstall --project

teamctl uninstall

teamctl install --local

teamctl install --bin-dir /tmp

teamctl init --force

teamctl history prune --keep 0

teamctl history repair --file src/main.go

teamctl history migrate --to jsonl

teamctl history add --file src/main.go --pattern x --characters a

teamctl team prune

teamctl --file x pattern set y

./teamctl status

bin/teamctl uninstall

/tmp/teamctl list

~/go/bin/teamctl uninstall

timeout 5 teamctl uninstall

bash -c 'teamctl uninstall'

echo $(teamctl uninstall)

xargs teamctl uninstall < list.txt

teamctl pattern set mixed-genius

teamctl history add --pattern fixed-theme $EXTRA

x=uninstall; teamctl "$x"

teamctl $(printf uninstall)
