# Media and document inspectors (media.go): their writing shapes
exiftool -Artist=me README.md

exiftool -all= README.md

exiftool -overwrite_original -Comment=x README.md

exiftool -o out.md README.md

exiftool -out out.md README.md

exiftool -w txt README.md

exiftool -w! txt README.md

exiftool -W %d%f.txt README.md

exiftool -textOut txt README.md

exiftool -tagsFromFile README.md notes.txt

exiftool '-FileName<FileModifyDate' README.md

exiftool '-FileModifyDate>FileName' README.md

exiftool -if 'system("touch x")' README.md

exiftool -if2 '1' -o x README.md

exiftool -p '${FileName;system("touch x")}' README.md

exiftool -p fmt.txt README.md

exiftool -config x.pl README.md

exiftool -use MWG -o x README.md

exiftool -@ args.txt

exiftool -stay_open True -@ args.txt

exiftool -api 'Filter=system("touch x")' README.md

exiftool -efile err.txt README.md

exiftool -geotag track.gpx README.md

exiftool -csv=meta.csv README.md

exiftool -j=meta.json README.md

exiftool −o out.md README.md

exiftool −w txt README.md

exiftool -OUT out.md README.md

exiftool -delete_original! README.md

exiftool -restore_original README.md

exiftool $opt README.md

exiftool -s $(ls) 

exiftool * 

exiftool -ver -execute -o x README.md

exiftool

exiftool -q

mediainfo --LogFile=log.txt README.md

mediainfo --logfile=log.txt README.md

mediainfo --File_TestContinuousFileNames=0 README.md

mediainfo $opt README.md

qpdf README.md out.pdf

qpdf --check README.md out.pdf

qpdf --replace-input --check README.md

qpdf --decrypt README.md out.pdf

qpdf --json --json-stream-data=file README.md

qpdf --json-output README.md out.json

qpdf @args.txt

qpdf --check $f

identify README.md

identify -format '%w' README.md

magick identify README.md

ffmpeg -i README.md out.mp4

ffmpeg -i README.md -f mp4 -

ffmpeg -i README.md -f hls -

ffmpeg -i README.md -f null out.txt

ffmpeg -report -i README.md

ffmpeg -h -report

ffmpeg -vstats -i README.md -f null -

ffmpeg -progress p.txt -i README.md -f null -

ffmpeg -i README.md -af 'ametadata=mode=print:file=x.txt' -f null -

ffmpeg -f lavfi -i 'amovie=README.md' -f null -

ffmpeg -dump_attachment:t out.ttf -i README.md

ffmpeg -i README.md $out

pdfimages README.md img

pdfimages -j README.md img

pdfdetach -saveall README.md

pdfdetach -list -save 1 README.md

mutool show -o out.txt README.md trailer

mutool clean README.md out.pdf

mutool run script.js

mutool $cmd README.md

exiv2 rm README.md

exiv2 ex README.md

exiv2 -e a README.md

exiv2 -M'set Exif.Photo.UserComment x' README.md

exiv2 -c comment README.md

exiv2 $action README.md

metaflac --set-tag=A=b README.md

metaflac --remove-all-tags README.md

metaflac --export-tags-to=tags.txt README.md

metaflac --import-tags-from=tags.txt README.md

flac README.md

flac -a README.md

flac -d README.md

id3v2 -a artist README.md

id3v2 -D README.md

id3v2 --TIT3 x README.md

sox README.md out.wav

mkvinfo -r out.txt README.md

mkvinfo --redirect-output out.txt README.md

mkvmerge -o out.mkv README.md

jpeginfo -c -d README.md

jpeginfo --delete README.md

pngcheck -x README.md

gifsicle -b README.md

gifsicle --info README.md -o out.txt

gifsicle README.md

tidy -m README.md

tidy -modify README.md

tidy -o out.html README.md

tidy -f errors.txt README.md

tidy --write-back yes README.md

tidy -config tidy.conf README.md

# xmllint reads -name as --name; its shell writes with write and save
echo 'write out.xml' | xmllint --shell README.md

xmllint --shell README.md <<< 'save'

xmllint -shell README.md

xmllint -output out.xml README.md

xmllint --o out.xml README.md

pqrs merge -i README.md notes.txt -o out.parquet

parquet-tools merge README.md notes.txt out.parquet

parquet-tools split --output-dir out README.md

parquet-tools show -o out.txt README.md

parquet-tools $cmd README.md

sqlite-utils tables data.db

sqlite-utils query data.db 'delete from t'

sqlite-utils insert data.db t data.csv --csv

tidy -w -m README.md

tidy -wrap -modify README.md

tidy -M README.md

tidy -language -m README.md

mkvinfo @options.json

mkvmerge -J @options.json

qpdf --check -- --replace-input

ffmpeg -stream_loop -1 -i README.md -f null -

ffprobe -f lavfi 'amovie=README.md,ametadata=mode=print:file=out.txt'

ffprobe -f lavfi -i 'movie=README.md,signature=filename=out.bin'

pdfsig -dump README.md

pdfsig -add-signature -nick me README.md signed.pdf

pdfsig -nssdir . README.md

pdfsig README.md signed.pdf

glow README.md

glow -p README.md

d='1 -report'; ffmpeg -t $d -i in.mp4

ffmpeg -i in.mp4 -map $(cat maps.txt) -f null -

mdcat -p README.md

mdcat --paginate README.md

mdless README.md

pdfgrep --cache -r readme .

odt2txt --output=out.txt README.md

docx2txt README.md -

docx2txt README.md

exiftool -ext * a.jpg

ffmpeg -t * -i a.mp4 -f null -

ffmpeg -i * -f null -
