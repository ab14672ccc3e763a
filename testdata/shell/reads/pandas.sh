# pandas reading CSV and JSON files and printing what they hold
# (internal/shell/pyframe.go).

python3 -c "import pandas as pd; df = pd.read_csv('exports/x.csv'); print(df.shape); print(df.head()); print(df.describe())"

python3 -B -c "import pandas; print(pandas.__version__)"

python3 -c "import pandas as pd; df = pd.read_csv('exports/orders.csv'); df.info()"

python3 -c "import pandas as pd; df = pd.read_csv('data/events.csv', usecols=['user', 'kind'], nrows=10000); print(df['kind'].value_counts().head(20))"

python3 -c "import pandas as pd; df = pd.read_csv('data/events.csv'); print(df.groupby('kind').size().sort_values(ascending=False))"

python3 -c "import pandas as pd; df = pd.read_csv('data/orders.csv'); print(df.groupby('status')['amount'].sum()); print(df.groupby('status')['amount'].mean())"

python3 -c "import pandas as pd; df = pd.read_csv('data/orders.csv'); print(df.isna().sum()); print(df.nunique()); print(df.memory_usage(deep=True).sum())"

python3 -c "import pandas as pd; df = pd.read_csv('data/orders.csv', sep=';', encoding='latin-1'); print(df.columns.tolist()); print(df.dtypes)"

python3 -c "import pandas as pd; df = pd.read_csv('data/orders.csv'); print(df.iloc[:5]); print(df.loc[df['amount'] > 100, ['id', 'amount']].tail())"

python3 -c "import pandas as pd; pd.set_option('display.max_columns', None); print(pd.read_csv('data/orders.csv').head(3))"

python3 -c "import pandas as pd; print(pd.read_csv('data/orders.csv').sort_values('amount').to_string(index=False, max_rows=50))"

python3 -c "import pandas as pd; print(pd.read_json('logs/events.jsonl', lines=True).groupby('level').count())"

python3 -c "from pandas import read_csv; df = read_csv('data/orders.csv', engine='python'); print(len(df), df['id'].is_unique, df.duplicated().sum())"

python3 -P -c "import pandas as pd; print(pd.read_table('data/x.tsv').describe(include='all'))"

python3 - <<'EOF'
import pandas as pd
df = pd.read_csv('exports/x.csv', parse_dates=['created'])
print(df.shape)
print(df['created'].min(), df['created'].max())
print(df.nlargest(5, 'amount'))
EOF

python3 -c "import pandas as pd; s = pd.read_csv('data/orders.csv')['status']; print(s.astype(str).str.len().describe()); print(s.sample(3, random_state=1))"

python3 -c "import pandas as pd; print(pd.read_csv('data/orders.csv').head(10).to_markdown(index=False))"

unzip -p build/libs/app.jar BOOT-INF/lib/netty-buffer-4.1.108.Final.jar | python3 -c "import sys,io,zipfile; print(zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read())).read('META-INF/MANIFEST.MF').decode())"
