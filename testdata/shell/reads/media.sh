# Media and document inspectors (media.go)
exiftool README.md 2>/dev/null || true

exiftool -a -u -g1 README.md 2>/dev/null || true

exiftool -s -s -s -FileSize -FileType README.md 2>/dev/null || true

exiftool -j README.md 2>/dev/null | head -5 || true

exiftool -csv -r -ext md docs/ 2>/dev/null | head || true

exiftool -G1 -a -s -EXIF:all -XMP:all README.md 2>/dev/null || true

exiftool -T -FileName -MIMEType README.md main.go 2>/dev/null || true

exiftool -n -ImageWidth -ImageHeight README.md 2>/dev/null || true

exiftool --ICC_Profile:all -x FileName README.md 2>/dev/null || true

exiftool -d '%Y-%m-%d' -FileModifyDate README.md 2>/dev/null || true

exiftool -ver 2>/dev/null || true

exiftool -listf 2>/dev/null | head -3 || true

exiftool -ee -b -Duration README.md 2>/dev/null || true

exiftool -- README.md 2>/dev/null || true

mediainfo README.md 2>/dev/null || true

mediainfo --Output=JSON README.md 2>/dev/null | head || true

mediainfo -f --Language=raw README.md 2>/dev/null || true

mediainfo --Full --Output=XML README.md 2>/dev/null | head || true

qpdf --check README.md 2>/dev/null || true

qpdf --show-npages README.md 2>/dev/null || true

qpdf --json README.md 2>/dev/null | head || true

qpdf --json=latest --json-key=pages README.md 2>/dev/null || true

qpdf --show-encryption --password=x README.md 2>/dev/null || true

qpdf --is-encrypted README.md 2>/dev/null || true

qpdf --list-attachments README.md 2>/dev/null || true

qpdf --show-object=trailer README.md 2>/dev/null || true

qpdf --json --json-stream-data=none README.md 2>/dev/null || true

identify -version 2>/dev/null || true

ffmpeg -hide_banner -i README.md 2>&1 | head -5 || true

ffmpeg -v error -i README.md -f null - 2>&1 || true

ffmpeg -hide_banner -codecs 2>/dev/null | head -3 || true

ffmpeg -h encoder=png 2>/dev/null | head -3 || true

pdfimages -list README.md 2>/dev/null || true

pdfdetach -list README.md 2>/dev/null || true

mutool info README.md 2>/dev/null || true

mutool show README.md trailer 2>/dev/null || true

exiv2 README.md 2>/dev/null || true

exiv2 pr -pa README.md 2>/dev/null || true

exiv2 -pS -q README.md 2>/dev/null || true

metaflac --list README.md 2>/dev/null || true

metaflac --show-tag=ARTIST --export-tags-to=- README.md 2>/dev/null || true

flac -t -s README.md 2>/dev/null || true

id3v2 -l README.md 2>/dev/null || true

soxi -D README.md 2>/dev/null || true

sox --i -r README.md 2>/dev/null || true

mkvinfo -s README.md 2>/dev/null || true

mkvmerge -J README.md 2>/dev/null | head -3 || true

jpeginfo -c README.md 2>/dev/null || true

pngcheck -v README.md 2>/dev/null || true

gifsicle --info README.md 2>/dev/null || true

webpinfo -summary README.md 2>/dev/null || true

ogginfo README.md 2>/dev/null || true

opusinfo README.md 2>/dev/null || true

tidy -q -e docs/index.html 2>/dev/null || true

tidy -i -q README.md 2>/dev/null | head -3 || true

xmllint -noout -xpath 'count(//a)' README.md 2>/dev/null || true

xmllint --format --encode UTF-8 README.md 2>/dev/null | head -3 || true

pqrs schema README.md 2>/dev/null || true

pqrs head -n 5 --json README.md 2>/dev/null || true

pqrs rowcount README.md 2>/dev/null || true

parquet-tools show --head 5 README.md 2>/dev/null || true

parquet-tools inspect README.md 2>/dev/null || true

parquet-tools schema README.md 2>/dev/null || true

parquet-tools meta README.md 2>/dev/null || true

tidy -w 100 -q -e README.md 2>/dev/null || true

pdfsig README.md 2>/dev/null || true

pdfsig -nocert -no-ocsp README.md 2>/dev/null || true

mdcat README.md 2>/dev/null || true

mdcat --local -c --columns 80 README.md 2>/dev/null || true

pdfgrep -n -i readme README.md 2>/dev/null || true

catdoc README.md 2>/dev/null || true

antiword -t README.md 2>/dev/null || true

odt2txt --width=-1 README.md 2>/dev/null || true
