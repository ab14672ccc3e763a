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
