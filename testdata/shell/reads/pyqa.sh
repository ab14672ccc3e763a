# Python code-quality and packaging checks (pyqa.go)
vulture src/ --min-confidence 80

vulture . --exclude '*/migrations/*,venv,.venv' --sort-by-size

vulture src whitelist.py --ignore-names 'visit_*,test_*' --ignore-decorators '@app.route'

vulture --make-whitelist src > /dev/null

vulture --min-confidence=100 -v src | head -40

vulture --config pyproject.toml

vulture --version

pyflakes src/

pyflakes3 src/*.py tests/

pyflakes . | grep -v 'imported but unused' | head -30

git diff --name-only -- '*.py' | xargs pyflakes

pyflakes --version

python3 -m pyflakes src tests

python -m pycodestyle --max-line-length=100 --count src

python3 -m pydocstyle --convention=numpy src

python3 -m vulture src --min-confidence 90

pycodestyle src/

pycodestyle --max-line-length=120 --statistics --count -q src

pycodestyle --select=E9,W6 --show-source --first .

pycodestyle --ignore=E501,W503 --exclude=.venv,build src tests | wc -l

git diff -U0 | pycodestyle --diff

pycodestyle --config=tox.ini --format=pylint src

pydocstyle src/

pydocstyle --convention=google --add-ignore=D105 src

pydocstyle --match='(?!test_).*\.py' --count -e src | tail -20

pydocstyle --select=D100,D101,D103 --match-dir='^(?!migrations).*' .

radon cc -s -a src/

radon cc -nc --total-average --show-closures -j src | jq 'keys'

radon cc --min B --order LINES --exclude 'tests/*' src

radon raw -s src

radon mi -s --sort src tests

radon mi -j src | python3 -m json.tool

radon hal -f src/app.py

radon cc -s -a services/

radon --version

xenon --max-absolute B --max-modules A --max-average A src

xenon -b C -m B -a A -e 'tests/*,migrations/*' --no-assert .

xenon --paths-in-front -b B src

lizard src/

lizard -C 10 -L 60 -w src

lizard -l python -x './tests/*' --csv src | sort -t, -k2 -rn | head

lizard -Eduplicate -ENS src

lizard --sort cyclomatic_complexity -T nloc=40 --xml src | head -50

lizard -V -t 2 -a 6 --html src | wc -c

lizard -m --checkstyle src

twine check dist/*

twine check --strict dist/*.whl dist/*.tar.gz

twine --no-color check dist/*

twine --version

check-wheel-contents dist/*.whl

check-wheel-contents --ignore W002 --toplevel mypkg dist/

check-wheel-contents --no-config --select W1,W2 --package src/mypkg dist/mypkg-1.0-py3-none-any.whl

pipdeptree --version
