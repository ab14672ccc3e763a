# Network probes (netprobe.go): their writing shapes
drill -w answer.bin example.com

drill -q query.bin example.com

drill -qquery.bin example.com

drill -Tw answer.bin example.com

drill -f packet.bin

kdig -E capture.tap example.com

kdig -Ecapture.tap example.com

kdig $opt example.com

nmap -oN scan.txt 127.0.0.1

nmap -oX scan.xml 127.0.0.1

nmap -oA scan 127.0.0.1

nmap -oG - 127.0.0.1

nmap -oNscan.txt 127.0.0.1

nmap --append-output -oN scan.txt 127.0.0.1

nmap --resume scan.gnmap

nmap -sC 127.0.0.1

nmap -A 127.0.0.1

nmap --script vuln 127.0.0.1

nmap --script=./x.nse 127.0.0.1

nmap -script ./x.nse 127.0.0.1

nmap --script-updatedb

nmap --datadir . 127.0.0.1

nmap --servicedb ./s 127.0.0.1

nmap -iR 10

nmap $opts 127.0.0.1

nmap -p22 $target

nmap --scr x.nse 127.0.0.1

nmap -output x 127.0.0.1

sslscan --xml=out.xml 127.0.0.1

sslscan --xml out.xml 127.0.0.1

sslscan --targets=t.txt --xml=o.xml

iperf3 -s

iperf3 -s -D

iperf3 -c 127.0.0.1 --logfile log.txt

iperf3 -c 127.0.0.1 -I pid.txt

iperf3 -c 127.0.0.1 -R -F got.bin

iperf3 -c 127.0.0.1 --pidfile p

iperf3

tshark -r cap.pcap -w out.pcap

tshark -i lo -c 1

tshark -c 1

tshark -r cap.pcap -o tls.debug_file:debug.txt

tshark -r cap.pcap -X lua_script:x.lua

tshark -r cap.pcap --export-objects http,out

tshark -r cap.pcap --export-tls-session-keys keys.txt

tshark -r cap.pcap --log-file log.txt

tshark --color -w out.pcap -r cap.pcap

tshark -r cap.pcap -wout.pcap

xh POST http://127.0.0.1:1/ a=b

xh delete http://127.0.0.1:1/x

xh put http://127.0.0.1:1/x

xh http://127.0.0.1:1/ a=b

xh -I http://127.0.0.1:1/ a:=1

xh -I http://127.0.0.1:1/ file@notes.txt

xh -I http://127.0.0.1:1/ a=@notes.txt

xh -I http://127.0.0.1:1/ X-Token:@notes.txt

xh -I http://127.0.0.1:1/ q==@notes.txt

xh http://127.0.0.1:1/

echo '{"a":1}' | xh http://127.0.0.1:1/

xh --download http://127.0.0.1:1/f

xh -d http://127.0.0.1:1/f

xh -o out.html http://127.0.0.1:1/

xh --session=s http://127.0.0.1:1/

xh -I --raw body http://127.0.0.1:1/

xh -I -f http://127.0.0.1:1/ a==b

xh $method http://127.0.0.1:1/

xh -I http://127.0.0.1:1/ $item

testssl.sh 127.0.0.1

testssl --jsonfile out.json 127.0.0.1

websocat ws://127.0.0.1:1/

curlie http://127.0.0.1:1/

iperf3 -c 127.0.0.1 --timestamps -D

xh -I "get$x" http://127.0.0.1:1/

ncat 127.0.0.1 1

ncat -l 8080

ncat -z -e /bin/sh 127.0.0.1 1

ncat -zo session.txt 127.0.0.1 1

ncat -z --output session.txt 127.0.0.1 1

ncat -z --lua-exec x.lua 127.0.0.1 1

ncat -z --out session.txt 127.0.0.1 1

ports='22 -oN scan.txt'; nmap -p $ports host

nmap -p $(cat ports.txt) host

nmap -p * host

gnutls-cli --print-cert --save-cert chain.pem -p 443 auth.example.io </dev/null

gnutls-cli --save-ocsp ocsp.der auth.example.io </dev/null

gnutls-cli --save-client-trace trace.bin auth.example.io </dev/null

gnutls-cli --logfile gnutls.log auth.example.io </dev/null

echo 'DELETE /v1/keys HTTP/1.0' | gnutls-cli --no-ca-verification auth.example.io

gnutls-cli --tofu auth.example.io

curl -s -c cookies.txt https://api.acme-shop.com/api/v2/session

# -b @NAME reads the file NAME as a cookie jar even when NAME holds =
curl -s -b @cookies=1 https://api.acme-shop.com/api/v2/me
