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

docker exec api-1 rm -rf /tmp/x

docker compose up -d

docker compose -f other.yml ps

docker system prune -f

docker --host tcp://10.0.0.1:2375 ps

docker --config ./d ps

docker stats

kubectl delete pod x

kubectl cluster-info dump --output-directory=out

kubectl --kubeconfig ./k get pods

unzip fixture.zip

unzip -o fixture.zip -d out

top

python3 -V -c 'open("x", "w")'

node --version --require ./x.js
