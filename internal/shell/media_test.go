package shell

import "testing"

// TestMediaShapes pins exiftool's reading of its words (options without
// case, tags, assignments, a Unicode minus, "--") and qpdf's and
// mediainfo's inspection shapes.
func TestMediaShapes(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"exiftool -Model -s3 a.jpg", ""},
		{"exiftool -G0:1 -a -EXIF:all -GPS* a.jpg", ""},
		{"exiftool -Orientation# -n a.jpg", ""},
		{"exiftool -IFD0:all a.jpg", ""},
		{"exiftool -d %Y -DateTimeOriginal a.jpg", ""},
		{"exiftool -x -o a.jpg", ""},
		{"exiftool -ext jpg -r .", ""},
		{"exiftool -- -o", ""},
		{"exiftool -- $f", ""},
		{"exiftool -Model", ""},
		{"exiftool -listx", ""},
		{"exiftool -O x a.jpg", "new file"},
		{"exiftool -TextOut txt a.jpg", "writes the output"},
		{"exiftool -w+! txt a.jpg", "writes the output"},
		{"exiftool -IF 1 a.jpg", "Perl"},
		{"exiftool -if2 1 a.jpg", "Perl"},
		{"exiftool -printFormat x a.jpg", "Perl"},
		{"exiftool -AllTagsFromFile a.jpg b.jpg", "writes tags"},
		{"exiftool -Comment+=x a.jpg", "writes a tag"},
		{"exiftool '-Comment<Model' a.jpg", "writes a tag"},
		{"exiftool \u2212o x a.jpg", "new file"},
		{"exiftool -efile2! e a.jpg", "failed files"},
		{"exiftool -common_args -o x a.jpg", "does not allow"},
		{"exiftool \"$f\"", "not literal"},
		{"exiftool -q", "perldoc"},
		{"mediainfo --output=JSON a.mp4", ""},
		{"mediainfo --LOGFILE=x a.mp4", "writes a file"},
		{"mediainfo -F a.mp4", "does not know"},
		{"qpdf --check a.pdf", ""},
		{"qpdf --json --json-key=pages a.pdf", ""},
		{"qpdf --check a.pdf b.pdf", "second file"},
		{"qpdf --chec a.pdf", "does not know"},
		{"qpdf --json-stream-data=file --json a.pdf", "writes the streams"},
		{"qpdf a.pdf b.pdf", "without an inspection"},
	})
}

// TestXmllintWords pins xmllint's reading of its options: whole words,
// one dash or two, so -shell is --shell and -output is --output.
func TestXmllintWords(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"xmllint --format f.xml", ""},
		{"xmllint -noout -xpath '//a' f.xml", ""},
		{"xmllint --xpath -shell f.xml", ""},
		{"xmllint -shell f.xml", "write and save"},
		{"echo 'write o.xml' | xmllint --shell f.xml", "write and save"},
		{"xmllint -output o.xml f.xml", "writes a file"},
		{"xmllint --o o.xml f.xml", "writes a file"},
	})
}

// TestMediaInspectors pins the smaller inspectors' modes: the listing or
// test option each needs, the options that write, and ffprobe's lavfi.
func TestMediaInspectors(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"ffmpeg -hide_banner -i a.mp4", ""},
		{"ffmpeg -v error -i a.mp4 -f null -", ""},
		{"ffmpeg -i a.mp4 -f null out", "output file"},
		{"ffmpeg -i a.mp4 b.mkv", "output file"},
		{"ffmpeg -f lavfi -i x -f null -", "other than null"},
		{"ffprobe -show_streams a.mp4", ""},
		{"ffprobe -f lavfi 'amovie=a,ametadata=mode=print:file=o'", "filter graph"},
		{"pdfimages -list a.pdf", ""},
		{"pdfimages a.pdf img", "without -list"},
		{"exiv2 -pa a.jpg", ""},
		{"exiv2 mv a.jpg", "changes or writes"},
		{"metaflac --export-tags-to=- a.flac", ""},
		{"metaflac --export-tags-to=t a.flac", "writes a file"},
		{"metaflac --show-t a.flac", "does not know"},
		{"tidy -w 80 -q -e a.html", ""},
		{"tidy -w -m a.html", "-m"},
		{"mkvmerge -J a.mkv", ""},
		{"mkvmerge -J @o.json", "more options"},
		{"gifsicle -I a.gif", ""},
		{"gifsicle -I -b a.gif", "-b"},
		{"pqrs head -n 3 a.parquet", ""},
		{"pqrs merge -o x a b", "writes files"},
	})
}
