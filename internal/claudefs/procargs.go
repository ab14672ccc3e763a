package claudefs

import (
	"encoding/binary"
	"errors"
	"strings"
)

// parseProcArgs2 decodes macOS's kern.procargs2 buffer: argc as a 32-bit
// little-endian integer, the executable path, NUL padding, then argc
// NUL-terminated arguments (the environment follows and is ignored). This
// is the exact argv (names with spaces survive), which `ps` output would
// lose.
func parseProcArgs2(buf []byte) ([]string, error) {
	if len(buf) < 4 {
		return nil, errors.New("procargs2: short buffer")
	}
	argc := int(binary.LittleEndian.Uint32(buf[:4]))
	rest := buf[4:]
	// Skip the executable path and the NULs that pad it.
	i := 0
	for i < len(rest) && rest[i] != 0 {
		i++
	}
	for i < len(rest) && rest[i] == 0 {
		i++
	}
	rest = rest[i:]
	if argc < 0 || argc > 1<<16 {
		return nil, errors.New("procargs2: bad argc")
	}
	argv := make([]string, 0, argc)
	for len(argv) < argc {
		end := strings.IndexByte(string(rest), 0)
		if end < 0 {
			if len(rest) > 0 {
				argv = append(argv, string(rest))
			}
			break
		}
		argv = append(argv, string(rest[:end]))
		rest = rest[end+1:]
	}
	return argv, nil
}
