npm install

npm i x

npm test

npm run build

npm version major

npm ci

npx x

pnpm install

yarn

pip install x

pip3 install --user x

uv sync

cargo build

cargo test

go build ./...

go test ./...

go run .

go mod tidy

go get x

go generate

go install x@latest

go env -w GOFLAGS=-x

go list ./...

go list -m -toolexec x

make

make test

cmake .

mvn test

gradle build

pytest

jest

docker run x

docker rm x

kubectl apply -f x

terraform apply

apt-get install x

brew install x

systemctl restart x

crontab -r

ss -K dst 1.2.3.4

journalctl --vacuum-size=1M

journalctl --rotate

man -P 'touch pwned' ls

man --pager='touch pwned' ls

man -H ls

unknown-program --flag

mytool
