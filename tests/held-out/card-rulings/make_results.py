"""Writes <half>/RESULTS.md from the cases, verdicts_first.json and (when present) verdicts_final.json."""
import json, os, sys, collections
H = os.path.dirname(os.path.abspath(__file__))
PAT = {
 'text-to-judge': {'dev': "A card's or personality power's text the engine cannot read is handed to the judge (first run: a power that turns off another personality's powers, a level gain, removing Dragon Balls, an Ally's attack in its power's printed wording; final run: a personality power whose effect waits until Combat has ended): the state never changes.",
   'test': "A card's or personality power's text the engine cannot read is handed to the judge (a Constant Combat Power that performs an attack for a discard, a search-and-place power with a requirement, a Dragon Ball's draw/discard-pile text, discarding the opponent's cards in play, a conditional life-card discard, ending Combat and the turn; first run also replacing the defender's Prepare Phase draw): the state never changes, or only partly, and a scripted follow-up then fails."},
 'rewrite-not-applied': "The CRD's rewrite of a card ('His power reads ...', 'When this card is placed in play ...') is not used: the engine reads the pool's printed text and hands it to the judge.",
 'requirement-not-enforced': {'dev': "A restriction in a card's own words or ruling (a limit on the opponent's plays, a 'first card from your hand' condition, a once-per-Combat use) is not enforced, or not by a refusal that quotes it.", 'test': "A restriction or requirement in a card's own words or ruling (a 'must be able to pay' clause, a 'cannot be used with other <Style> Drills' clause, a 'must pass for the rest of Combat' clause) is not enforced, or not by a refusal that quotes it."},
 'blanking-or-extra-effects': "A card in play that changes how other cards or turn steps work (blanking other cards' text, adding to a turn step) is ignored.",
 'cost-conversion': "A cost conversion from another card ('cost 1 power stage ... after all modifiers') is not applied to a life-card cost.",
 'not-an-attack': "A Physical Combat card whose text modifies the base damage but does not say 'Physical attack' is not performed as an attack.",
 'victory-response': "No window for a card used 'when your opponent would win by the Survival Victory': the game ends at once.",
 'cannot-be-written': {'dev': "The board format cannot express the case (no verb to use a Dragon Ball's power from play).", 'test': "The board format cannot express the case (no owner for a Dragon Ball in play)."},
}
def load(f):
    p = os.path.join(H, f); return json.load(open(p)) if os.path.exists(p) else None
bins = load('binaries.json')
for half in sys.argv[1:] or ('dev', 'test'):
    first, final = load(half + '/verdicts_first.json'), load(half + '/verdicts_final.json')
    fixes = load(half + '/board_fixes.json') or {}
    cases = [json.loads(l) for l in open(os.path.join(H, half, 'cases.jsonl'))]
    L = ['# Card rulings and rules of the turn (issue 18): %s half, scored' % half, '',
         'Cases `%s/cases.jsonl` (%d, %s ids of R001-R048), written blind from `crd/crd-3.0.0.md` and `cards/score/` (no Scouter source, tests or scenarios read). Boards `%s/boards/<ID>.json` from `docs/scenario-format.md` and the schema; `../run.sh %s` re-runs them (`SCOUTER=path` for another binary); `../eval.py %s` lists checkpoints, citations of the deciding rule (`cites.json`) and judge hand-offs.' % (half, len(cases), 'odd' if half == 'dev' else 'even', half, half, half), '',
         'A case **passes** when its checkpoints pass, the log states what `expected` says, and the log cites the deciding rule. Verdicts are read from the logs by hand (`verdicts_first.json`, `verdicts_final.json` in this folder).', '',
         '## Binaries', '']
    for k, b in bins.items():
        L.append('- **%s run**: `%s` (%s, sha256 `%s`, file time %s; run %s)' % (k, b['path'], b['version'], b['sha256'][:16] + '...', b['mtime'], b['run']))
    L += ['', '## Cases', '', '| id | topic | first | final | why (%s) |' % ('final run' if final else 'first run'), '|---|---|---|---|---|']
    tot = {'first': collections.Counter(), 'final': collections.Counter()}; n = collections.Counter(); pats = collections.Counter()
    for c in cases:
        i = c['id']; n[c['topic']] += 1
        v1 = first[i]; v2 = final.get(i) if final else None
        if v1[0] == 'pass': tot['first'][c['topic']] += 1
        if v2 and v2[0] == 'pass': tot['final'][c['topic']] += 1
        v = v2 or v1
        if v[0] == 'miss' and len(v) > 2: pats[v[2]] += 1
        L.append('| %s | %s | %s | %s | %s |' % (i, c['topic'], v1[0], v2[0] if v2 else '-', v[1].replace('|', '/')))
    L += ['', '## Totals', '', '| topic | cases | first | final |', '|---|---|---|---|']
    for t in 'ABCDE':
        L.append('| %s | %d | %d | %s |' % (t, n[t], tot['first'][t], tot['final'][t] if final else '-'))
    L.append('| **all** | %d | **%d** | **%s** |' % (sum(n.values()), sum(tot['first'].values()), sum(tot['final'].values()) if final else '-'))
    L += ['', 'Topics: A personalities\' and Allies\' powers; B Dragon Balls; C Drills and Non-Combat cards; D Combat cards and the Battle Sequence; E the turn and victories.', '',
          '## Miss patterns (%s run)' % ('final' if final else 'first'), '']
    for p, k in pats.most_common():
        L.append('- **%s** (%d): %s' % (p, k, PAT[p][half] if isinstance(PAT[p], dict) else PAT[p]))
    hf = {k: v for k, v in fixes.items() if (int(k[1:]) % 2 == 1) == (half == 'dev')}
    if hf:
        L += ['', '## Boards and format changes between the runs (no board was edited)', '']
        for k, v in sorted(hf.items()): L.append('- %s: %s' % (k, v))
    NOTES = {'dev': [
        "- R031: Goku Anger Attack's text and ruling only say it \"Doubles the base damage (damage from the Physical Attack Table)\"; that it performs a physical attack is implied (a Physical Combat card, PAT base damage), not stated.",
        "- R041: Goku, the Leader Lv.1's printed \"After defending in combat\" is read with its ruling (used in an Attacker Attacks phase, effect when Combat has ended).",
        "- R011, R017: Earth Dragon Ball 6's pool text is the printed text; the CRD ruling decides. R019: Namek Dragon Ball 2 has no ruling; its card text decides.",
        "- R017: at the first run the format had no verb for using a Dragon Ball's power from play (`use` named Non-Combat cards in play), so the case could not be written and counted as a miss; the format now documents it (see above)."],
      'test': [
        "- R022: CRD prints Blue Neck Restraint Drill as \"Cannot be used with any other Blue Drills in play\" but does not say whether the second Blue Drill may not be placed or only that the first stops working; the case takes \"may not be in play together\" (the format doc reads such a sentence the same way at load).",
        "- R014, R020: Namek Dragon Balls 1 and 4 have no CRD ruling; their card text decides.",
        "- R018: the format has no owner for a Dragon Ball in play, so the case cannot be written; its board is kept for reference and counts as a miss.",
        "- R036: the format documents a refusal (run stops, `error` checkpoint) for a play the rules forbid; the board expects one."]}
    mine = NOTES[half]
    L += ['', '## Notes on the documents and the translation', ''] + mine + ['']
    open(os.path.join(H, half, 'RESULTS.md'), 'w').write('\n'.join(L))
    print(half, dict(tot['first']), sum(tot['first'].values()), dict(tot['final']) if final else '')
