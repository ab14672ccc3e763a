# Writes hidden in the data shapes: archives opened for writing, extract,
# XML and config written back, code reached through ast or platform.

python3 -c "import zipfile; zipfile.ZipFile('x.zip', 'w').writestr('a', 'b')"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', 'a')"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', mode='w')"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', 'x')"

python3 -c "import zipfile; m = 'w'; zipfile.ZipFile('x.zip', m)"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', *['w'])"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', **{'mode': 'w'})"

python3 -c "import zipfile; z = zipfile.ZipFile; z('x.zip', 'w')"

python3 -c "import zipfile; list(map(zipfile.ZipFile, ['x.zip'], ['w']))"

python3 -c "from zipfile import ZipFile; ZipFile('x.zip', 'w')"

python3 -c "from zipfile import ZipFile as Z; Z('x.zip', 'a')"

python3 -c "import zipfile; zipfile.ZipFile('x.zip').extractall()"

python3 -c "import zipfile; zipfile.ZipFile('x.zip').extract('a')"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', 'r').open('a', 'w').write(b'x')"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', 'r', 8)"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', f'{chr(119)}')"

python3 -c "import tarfile; tarfile.open('x.tar', 'w').add('notes.txt')"

python3 -c "import tarfile; tarfile.open('x.tar', 'w:gz')"

python3 -c "import tarfile; tarfile.open('x.tar', mode='a')"

python3 -c "import tarfile; tarfile.open('x.tar').extractall('out')"

python3 -c "import tarfile; tarfile.open('x.tar').extract('a')"

python3 -c "from tarfile import open; open('x.tar', 'w')"

python3 -c "import tarfile; tarfile.TarFile('x.tar', 'w')"

python3 -c "import tarfile; tarfile.open('x.tar', 'rw')"

python3 -c "import xml.etree.ElementTree as ET; ET.parse('a.xml').write('b.xml')"

python3 -c "import xml.etree.ElementTree as ET; ET.ElementTree(ET.fromstring('<a/>')).write('b.xml')"

python3 -c "import xml.etree.ElementTree as ET; ET.XMLParser(target=None)"

python3 -c "import xml.etree.ElementInclude as EI"

python3 -c "import configparser; c = configparser.ConfigParser(); c.read('setup.cfg'); c.write(open('setup.cfg', 'w'))"

python3 -c "import configparser; c = configparser.ConfigParser(); c.set('a','b','c'); c.write(sys.stdout)"

python3 -c "import ast; exec(compile(ast.parse('1'), 'x', 'exec'))"

python3 -c "import ast; ast.IntEnum('X', 'a')"

python3 -c "import ast; ast.sys.modules"

python3 -c "import ast; ast.parse('x').body.__class__"

python3 -c "import importlib.metadata as m; m.entry_points()[0].load()"

python3 -c "import importlib.metadata as m; m.distribution('x').read_text('RECORD')"

python3 -c "import platform; platform.os.system('touch x')"

python3 -c "import platform; platform.subprocess.run(['touch', 'x'])"

