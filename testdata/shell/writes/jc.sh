# jc's magic syntax runs the command it names: a writer stays a writer
jc -p rm -rf docs

jc -p sed -i s/a/b/ README.md

jc -p curl -o out.html http://127.0.0.1:1/

jc -p $cmd

jc -p sudo rm README.md

jc --pretty git push origin HEAD

jc -p -- rm README.md
