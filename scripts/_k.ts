import { findKnowledge, knowledgeIndex } from '../src/server/chat/knowledge';
import { knownShare, tokenize } from '../src/server/chat/retrieval';
for (const q of process.argv.slice(2)) console.log(q, tokenize(q), tokenize(q).map(t=>knowledgeIndex().idf.get(t)), knownShare(knowledgeIndex(), q).toFixed(2), findKnowledge(q).map(h=>`${h.entry.id}:${h.score}`));
