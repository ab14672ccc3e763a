# pandas writing files, fetching URLs, running code from strings or
# files, and pyarrow reading data files (internal/shell/pyframe.go).

python3 -c "import pandas as pd; pd.read_csv('a.csv').to_csv('b.csv')"

python3 -c "import pandas as pd; df = pd.read_csv('a.csv'); df.to_parquet('b.parquet')"

python3 -c "import pandas as pd; pd.read_csv('a.csv').to_json('b.json')"

python3 -c "import pandas as pd; pd.read_csv('a.csv').to_pickle('b.pkl')"

python3 -c "import pandas as pd; pd.read_csv('a.csv').to_excel('b.xlsx')"

python3 -c "import pandas as pd; pd.read_csv('a.csv').to_clipboard()"

python3 -c "import pandas as pd; pd.read_csv('a.csv').to_string('b.txt')"

python3 -c "import pandas as pd; pd.read_csv('a.csv').to_string(buf='b.txt')"

python3 -c "import pandas as pd; w = pd.read_csv('a.csv').to_string; w('b.txt')"

python3 -c "import pandas as pd; pd.read_csv('a.csv').info(buf=open('b.txt', 'w'))"

python3 -c "import pandas as pd; pd.read_csv('a.csv').info(True, 'b.txt')"

python3 -c "import pandas as pd; print(pd.read_pickle('model.pkl'))"

python3 -c "import pandas as pd; print(pd.read_parquet('data/x.parquet').dtypes)"

python3 -c "import pandas as pd; print(pd.read_feather('data/x.feather'))"

python3 -c "import pyarrow.parquet as pq; print(pq.read_metadata('data/x.parquet'))"

python3 -c "import pyarrow.parquet as pq; t = pq.read_table('data/dir', columns=['a']); print(t.num_rows, t.schema)"

python3 -c "import pyarrow.parquet as pq; print(pq.ParquetFile('data/x.parquet').metadata)"

python3 -c "import pandas as pd; print(pd.read_csv('https://example.com/x.csv').shape)"

python3 -c "import pandas as pd; print(pd.read_csv('s3://bucket/x.csv').shape)"

python3 -c "import pandas as pd; print(pd.read_json('http://169.254.169.254/latest/meta-data/'))"

python3 -c "import pandas as pd; print(pd.read_csv('http\x3a//example.com/x.csv'))"

python3 -c "import pandas as pd, sys; print(pd.read_csv(sys.argv[1]))" https://example.com/x.csv

python3 -c "import pandas as pd; print(pd.read_csv(f'{chr(104)}ttp://example.com/x.csv'))"

python3 -c "import pandas as pd; r = pd.read_csv; print(r('https://example.com/x.csv'))"

python3 -c "import pandas as pd; pd.read_csv('a.csv', converters={'a': print})"

python3 -c "import pandas as pd; pd.read_csv('a.csv', storage_options={'anon': True})"

python3 -c "import pandas as pd; pd.read_csv('a.csv', engine='pyarrow')"

python3 -c "import pandas as pd; pd.read_csv(**{'filepath_or_buffer': 'https://example.com/x.csv'})"

python3 -c "import pandas as pd; print(pd.read_csv('a.csv').query('a > 1'))"

python3 -c "import pandas as pd; print(pd.read_csv('a.csv').eval('c = a + b'))"

python3 -c "import pandas as pd; print(pd.eval('1 + 1'))"

python3 -c "import pandas as pd; pd.read_csv('a.csv').apply('to_csv', path_or_buf='b.csv')"

python3 -c "import pandas as pd; pd.read_csv('a.csv').agg('to_pickle', path='b.pkl')"

python3 -c "import pandas as pd; pd.read_csv('a.csv').pipe(lambda d: d.to_csv('b.csv'))"

python3 -c "import pandas as pd; pd.read_csv('a.csv').plot().figure.savefig('b.png')"

python3 -c "import pandas as pd; pd.read_csv('a.csv').style.to_html('b.html')"

python3 -c "import pandas as pd; pd.options.plotting.backend = 'evil'"

python3 -c "import pandas as pd; pd.set_option('plotting.backend', 'evil'); pd.read_csv('a.csv').plot()"

python3 -c "import pandas as pd; pd.set_option('display.max_rows', 5, 'plotting.backend', 'evil')"

python3 -c "import pandas as pd; pd.io.pickle.read_pickle('m.pkl')"

python3 -c "import pandas.io.pickle as p; p.read_pickle('m.pkl')"

python3 -c "import pandas as pd; getattr(pd, 'read_pickle')('m.pkl')"

python3 -c "__import__('pandas').read_pickle('m.pkl')"

python3 -c "import pandas as pd; pd.show_versions()"

python3 -c "import pandas as pd; from pathlib import Path; Path('a.csv').rename('b.csv')"

cd shadow && python3 -c "import pandas as pd; print(pd.read_csv('x.csv').head())"

python3 -c "import pandas as pd; pd.set_option('display.x|plotting.backend', 'evil'); pd.read_csv('a.csv').plot()"

python3 -c "import pandas as pd; pd.read_csv('a.csv', parse_dates=['t']).resample('D', on='t').agg('to_csv')"

python3 -c "import pandas as pd; pd.read_csv('a.csv')['a'].rolling(3).apply(lambda w: open('b.txt', 'w'))"

python3 -c "import pandas as pd; pd.read_csv('a.csv').to_markdown('README.md', mode='a')"

python3 -c "import pandas as pd; pd.read_csv('a.csv').to_markdown(buf='notes.md')"

python3 -c "import io; io.open('notes.txt', 'w').write('x')"
