package shell

import "testing"

// TestNetProbeShapes pins the network probes' parsers where one word
// decides: nmap's whole-word options (getopt_long_only), xh's method and
// request items and its standard input, tshark's value options.
func TestNetProbeShapes(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"nmap -sT -p 22,80 127.0.0.1", ""},
		{"nmap -p22 -T4 -vv -Pn 127.0.0.1", ""},
		{"nmap -PS22,443 -sn 10.0.0.0/24", ""},
		{"nmap --top-ports=\"$n\" 127.0.0.1", ""},
		{"nmap -- -oN", ""},
		{"nmap -oNscan.txt 127.0.0.1", "writes the scan"},
		{"nmap -open 127.0.0.1", "writes the scan"},
		{"nmap -script-args x=1 127.0.0.1", "NSE scripts"},
		{"nmap --scr x 127.0.0.1", "does not know"},
		{"nmap -d2 -datadir . 127.0.0.1", "does not know"},
		{"nmap -p $p $h", "not literal"},
		{"xh -I example.com", ""},
		{"xh GET example.com X-A:b q==1", ""},
		{"xh example.com </dev/null", ""},
		{"xh example.com", "POST body"},
		{"echo x | xh example.com", "POST body"},
		{"xh get example.com a=b", "data item"},
		{"xh get example.com 'a:b=c'", ""},
		{"xh get example.com 'a=b:c'", "data item"},
		{"xh get example.com 'X-A:@f'", "data item"},
		{"xh get example.com 'q==@f'", "from a file"},
		{"xh get example.com 'a\\:b'", "escaped"},
		{"xh patch example.com", "method"},
		{"xh $m example.com", "not literal"},
		{"xh -I example.com $x", "not literal"},
		{"xh -Id example.com", "writes the response"},
		{"xh --session-read-only=s -I example.com", ""},
		{"gnutls-cli --print-cert --no-ca-verification auth.example.io </dev/null 2>/dev/null | grep -E 'Subject|Not After'", ""},
		{"gnutls-cli --print-cert -p 443 --sni-hostname auth.example.io --x509cafile ca.pem 10.0.0.5 </dev/null", ""},
		{"echo | gnutls-cli --print-ce --port=8443 -V h", ""},
		{"gnutls-cli -Vp443 --priority-list", ""},
		{"gnutls-cli --print-cert auth.example.io", "sends its input"},
		{"echo GET / | gnutls-cli --print-cert auth.example.io", "sends its input"},
		{"gnutls-cli --print-cert --save-cert chain.pem h </dev/null", "writes the server's certificates"},
		{"gnutls-cli --save-c=chain.pem h </dev/null", "writes the server's certificates"},
		{"gnutls-cli --save-ocsp o.der h </dev/null", "writes the server's certificates"},
		{"gnutls-cli --save-server-trace t h </dev/null", "TLS messages"},
		{"gnutls-cli --sav x h </dev/null", "writes the server's certificates"},
		{"gnutls-cli --starttls h </dev/null", "sends the lines of its input"},
		{"gnutls-cli --starttls-proto smtp -p 25 mx.example.io </dev/null", ""},
		{"gnutls-cli --logfile l h </dev/null", "writes its messages"},
		{"gnutls-cli --tofu h </dev/null", "known_hosts"},
		{"gnutls-cli --provider /tmp/p.so h </dev/null", "PKCS #11 library"},
		{"gnutls-cli --x509keyfile k.pem --x509certfile c.pem h </dev/null", "client key"},
		{"gnutls-cli -r h </dev/null", "resume"},
		{"gnutls-cli --x509cafile 'pkcs11:token=x' h </dev/null", "PKCS #11 modules"},
		{"gnutls-cli --x509cafile \"$ca\" h </dev/null", "PKCS #11 modules"},
		{"gnutls-cli --x509cafile \"./$ca\" h </dev/null", ""},
		{"gnutls-cli --print-cert h1 h2 </dev/null", "one host"},
		{"SSLKEYLOGFILE=/tmp/k gnutls-cli --print-cert h </dev/null", "SSLKEYLOGFILE"},
		{"gnutls-cli --more-help", "pager"},
		{"tshark -r c.pcap -Y tcp -T fields -e ip.src", ""},
		{"tshark -nr c.pcap", ""},
		{"tshark -r c.pcap -qw x", "writes the packets"},
		{"tshark --color -w x -r c.pcap", "writes the packets"},
		{"tshark -Y tcp", "without -r"},
		{"drill -TDw x example.com", "writes the answer"},
		{"kdig -d -Ex example.com", "dnstap"},
		{"iperf3 -c h -P4 -t 5", ""},
		{"iperf3 -c h -s", "server"},
		{"iperf3 -c h extra", "no operands"},
		{"sslscan --xml=- h", ""},
		{"sslscan --xm=o h", "does not know"},
	})
}

// TestJcMagic pins jc's "magic" syntax: the command after jc's options
// is judged as if run alone; a parser option makes jc a filter.
func TestJcMagic(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"jc -p ls -al", ""},
		{"jc --pretty --raw df -h", ""},
		{"jc --ps", ""},
		{"ps aux | jc --ps", ""},
		{"jc -p rm -rf x", "deletes files"},
		{"jc -p find . -delete", "find"},
		{"jc --dig dig x", "runs the command"},
		{"jc -p \"$c\"", "not literal"},
		{"jc jc jc jc jc jc jc jc jc ls", "too many"},
	})
}
