"""Checks this set's cases with the earlier set's checker (`../whole-turn/verify.py`: every quote an
exact substring of its file, every card reference in cards/score); by default both halves here."""
import os, runpy, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.argv = sys.argv[:1] + (sys.argv[1:] or [os.path.join(HERE, h, 'cases.jsonl') for h in ('dev', 'test')])
runpy.run_path(os.path.join(HERE, '..', 'whole-turn', 'verify.py'), run_name='__main__')
