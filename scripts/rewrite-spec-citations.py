"""One-off: rewrites the code's `spec §…` citations to docs/product/<area>.md (issue 13, decision 016).
Run from the repository root after merging branches that still cite the spec: python3 scripts/rewrite-spec-citations.py
"""
import re, subprocess, sys
files = subprocess.run(['git','ls-files','src','tests'],capture_output=True,text=True).stdout.split()
SECTION = {'2.2':'public-site','2.3':'chat-assistant','2.4':'health','2.5':'dashboards-and-kpis','2.6':'dashboards-and-kpis',
 '2.7':'dashboards-and-kpis','2.8':'leads','2.9':'projects','2.10':'appointments','2.11':'blog','2.12':'users-and-roles',
 '2.13':'settings','2.14':'notifications'}
PATHS = [  # first match wins
 ('not-found-page','public-site'),
 ('/chat/','chat-assistant'),('lead-profile','chat-assistant'),('secure-chat','chat-assistant'),('schemas/chat','chat-assistant'),
 ('questionnaire','questionnaire-and-booking'),('booking','questionnaire-and-booking'),('public-forms','questionnaire-and-booking'),
 ('/landing/','public-site'),('/content/','public-site'),('site-header','public-site'),('site-footer','public-site'),('/platforms/','public-site'),
 ('styles.css','public-site'),
 ('/coders/','coders-area'),('catalog/coders','coders-area'),('e2e/coders','coders-area'),
 ('leads','leads'),('lead-','leads'),('schemas/lead','leads'),
 ('project','projects'),('appointment','appointments'),('blog','blog'),('post','blog'),
 ('notification','notifications'),('realtime','notifications'),
 ('kpi','dashboards-and-kpis'),('dashboard','dashboards-and-kpis'),('stats','dashboards-and-kpis'),('overview','dashboards-and-kpis'),
 ('system','health'),('health','health'),('settings','settings'),
 ('users','users-and-roles'),('/user','users-and-roles'),('roles','users-and-roles'),('auth','users-and-roles'),('viewer','users-and-roles'),
 ('routes/me','users-and-roles'),('access','users-and-roles'),('route-guard','users-and-roles'),('app/paths','users-and-roles'),('app/routes','users-and-roles'),
 ('admin/layout','users-and-roles'),
]
CITE = re.compile(r'[Ss]pec (§[\d.]*\d)((?:(?:, | and | plus |, and )§[\d.]*\d)*)')
def target(path, secs):
    areas = [SECTION[s] for s in secs if s in SECTION]
    # a file of one area citing another area's screen (e.g. admin overview in a projects test) keeps the screen's page
    if areas:
        for pat, area in PATHS:
            if pat in path and area in areas: return area
        return areas[0]
    if path.endswith('db/schema.ts'): return 'README'
    if secs == ['2.1'] or secs[0] == '2.1':
        for pat, area in PATHS:
            if pat in path: return area
        return 'users-and-roles'
    for pat, area in PATHS:
        if pat in path: return area
    return 'common-behaviour'
changed = 0
for path in files:
    try: text = open(path).read()
    except Exception: continue
    if 'pec §' not in text: continue
    def repl(m):
        secs = [s.strip('§') for s in re.findall(r'§[\d.]*\d', m.group(0))]
        return f'docs/product/{target(path, secs)}.md'
    new = CITE.sub(repl, text)
    if new != text:
        open(path,'w').write(new); changed += 1
print('files', changed)
