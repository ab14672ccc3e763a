# Python code-quality and packaging checks (pyqa.go): their writing shapes
radon cc -s -a src -O report.txt

radon cc -s -a src --output-file=report.txt

radon raw -j -Oreport.json src

radon mi src --output report.txt

radon hal --output-f report.txt src

radon cc -jO report.json src

radon cc src --o report.txt

radon mi -s src -O "$OUT"

radon cc $OPTS src

cd pyapp && radon cc -s .

RADONCFG=/tmp/x.cfg radon cc -s src

radon cc --unknown-option src

lizard -o report.html src

lizard --output_file=report.xml --xml src

lizard --output report.csv --csv src

lizard -Vo report.txt src

lizard -Ewordcount src

lizard -EWordCount src

lizard --extension=wordcount src

lizard -Eevil src

lizard -E "$EXT" src

xenon -u https://example.com/jobs -b B src

xenon --url=https://example.com/jobs src

xenon --ur https://example.com/jobs src

xenon --no-assert -uhttps://example.com/jobs src

twine upload dist/*

twine upload --repository testpypi dist/*

twine register dist/demo-0.1.tar.gz

twine --no-color upload dist/*

twine check dist/* && twine upload dist/*

twine "$CMD" dist/*

cd rstdocs && twine check dist/*

DOCUTILSCONFIG=team.conf twine check dist/*

pipdeptree --python .venv/bin/python

pipdeptree --python=auto

pipdeptree -w --python .venv/bin/python

pipdeptree --graph-output png > deps.png

# pipdeptree 3.0 and later run poetry env info, or the active
# virtualenv's Python, whose .pth files run code.
pipdeptree

pipdeptree -p requests

pipdeptree --reverse --packages urllib3

pipdeptree -f > requirements.txt

vulture --make-whitelist src > whitelist.py

pyflakes src > lint.txt

pycodestyle src | tee report.txt

pycodestyle --testsuite testsuite

pydocstyle --unknown src

check-wheel-contents dist/*.whl > report.txt

check-wheel-contents --output report.txt dist/

check-wheel-contents $FLAGS dist/

python3 -m radon cc -O report.txt src

python3 -m twine upload dist/*

cd shadow && python3 -m pyflakes .

python3 -m pycodestyle --testsuite testsuite

python3 -m vulture $ARGS
