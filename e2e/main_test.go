package e2e

import (
	"fmt"
	"os"
	"testing"

	"github.com/teamctl/teamctl/e2e/harness"
)

// suite is set up once by TestMain: prerequisites checked, binaries built.
var suite *harness.Suite

func TestMain(m *testing.M) {
	bin, err := os.MkdirTemp("", "tce2e-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	suite = harness.NewSuite(bin)
	fmt.Println(suite.Banner())
	code := m.Run()
	os.RemoveAll(bin)
	os.Exit(code)
}
