import Database from "better-sqlite3";

/**
 * How SQLite's FTS5 trigram tokenizer folds the case of `text`, character by character. Short
 * queries look their trigrams up by prefix in the index's vocabulary, which holds folded text, so
 * the prefix must be folded by the very same code (Unicode tables of this SQLite build), not by
 * JavaScript's toLowerCase. A private in-memory database tokenizes the text and reports it.
 */
let folder: { insert: Database.Statement; first: Database.Statement; clear: Database.Statement } | undefined;

const SENTINEL = "\u0001";

export function ftsFold(text: string): string {
  if (!folder) {
    const db = new Database(":memory:");
    db.exec(`create virtual table fold using fts5(x, tokenize = 'trigram');
      create virtual table fold_terms using fts5vocab(fold, instance);`);
    folder = {
      insert: db.prepare("insert into fold (rowid, x) values (1, ?)"),
      first: db.prepare("select term from fold_terms where offset = ? order by offset"),
      clear: db.prepare("delete from fold"),
    };
  }
  const characters = [...text];
  const folded: string[] = [];
  try {
    // Two sentinels after the text give every character a trigram that starts with it.
    folder.insert.run(`${text}${SENTINEL}${SENTINEL}`);
    for (let offset = 0; offset < characters.length; offset++) {
      const row = folder.first.get(offset) as { term: string } | undefined;
      folded.push(row ? [...row.term][0] : characters[offset]);
    }
  } finally {
    folder.clear.run();
  }
  return folded.join("");
}
