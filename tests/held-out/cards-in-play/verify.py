"""Checks this set's cases with the whole-turn set's checker (/work/main/tests/held-out/whole-turn/verify.py):
every quote an exact substring of its quote_file (relative to /work/main), every card in cards/score."""
import os, runpy, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.argv = sys.argv[:1] + (sys.argv[1:] or [os.path.join(HERE, h, 'cases.jsonl') for h in ('dev', 'test')])
runpy.run_path('/work/main/tests/held-out/whole-turn/verify.py', run_name='__main__')
