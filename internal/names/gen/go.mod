module github.com/teamctl/teamctl/internal/names/gen

go 1.26.8

require (
	github.com/mtibben/confusables v0.0.0-20210201002637-9d1b0723b659
	golang.org/x/text v0.43.0
)
