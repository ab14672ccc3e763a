# Data and cloud query CLIs, and python -c data modules, used read-only
# (internal/shell/pydata.go, data.go).

python3 -c 'import sys, platform; print(sys.version); print(platform.platform())'

python3 -c 'import platform; print(platform.system(), platform.release(), platform.machine(), platform.node())'

python3 -c 'import platform; print(platform.uname()); print(platform.architecture()); print(platform.libc_ver())'

python3 -c "import platform; print(platform.freedesktop_os_release().get('PRETTY_NAME'))"

python3 -c "import ast,sys; t=ast.parse(open('app/main.py').read()); print([n.name for n in t.body if isinstance(n,(ast.FunctionDef,ast.AsyncFunctionDef))])"

python3 -c "import ast; print(ast.dump(ast.parse(open('main.py').read()), indent=2))"

python3 -c "import ast; print(sorted({n.module for n in ast.walk(ast.parse(open('app/main.py').read())) if isinstance(n, ast.ImportFrom) and n.module}))"

python3 -c "import ast; print(ast.literal_eval(open('settings.txt').read())['debug'])"

python3 -c "import zipfile; print(zipfile.ZipFile('models/ranker/v3/model.pt').namelist()[:20])"

python3 -c "import zipfile; z = zipfile.ZipFile('dist/app.whl', 'r'); [print(i.filename, i.file_size) for i in z.infolist()]"

python3 -c "from zipfile import ZipFile; print(ZipFile('dist/app.whl').read('app-1.0.dist-info/METADATA').decode())"

python3 -c "import zipfile; print(zipfile.ZipFile('app.jar').open('META-INF/MANIFEST.MF').read().decode())"

python3 -c "import zipfile; print(zipfile.is_zipfile('x.zip'))"

python3 -c "import tarfile; print(tarfile.open('dist/app.tar.gz').getnames()[:20])"

python3 -c "import tarfile; t = tarfile.open('backup.tar.gz', 'r:gz'); [print(m.name, m.size) for m in t.getmembers()]"

python3 -c "import tarfile; print(tarfile.open('x.tgz', mode='r:*').extractfile('pkg/PKG-INFO').read().decode())"

python3 -c "import xml.etree.ElementTree as E; r=E.parse('reports/junit/billing.xml').getroot(); print(r.tag, r.attrib)"

python3 -c "import xml.etree.ElementTree as ET; r = ET.parse('pom.xml').getroot(); ns = {'m': 'http://maven.apache.org/POM/4.0.0'}; print(r.find('m:version', ns).text)"

python3 -c "from xml.etree import ElementTree as ET; print(len(ET.parse('junit.xml').getroot().findall('.//failure')))"

python3 -c "import xml.dom.minidom; print(xml.dom.minidom.parse('build/report.xml').toprettyxml()[:2000])"

python3 -c "import configparser; c = configparser.ConfigParser(); c.read('setup.cfg'); print(c.sections()); print(c.get('metadata', 'version'))"

python3 -c "import importlib.metadata as m; print(m.version('requests'))"

python3 -c "from importlib.metadata import version; print(version('django'))"

python3 -VV

python3.11 -VV

