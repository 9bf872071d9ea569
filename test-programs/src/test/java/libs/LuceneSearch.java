package libs;

import java.nio.file.Path;
import java.util.Arrays;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.SortField;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.NIOFSDirectory;

/**
 * Lucene 9.12 (lucene-core) indexing a few documents with the StandardAnalyzer and searching them
 * (term, boolean, phrase and range queries, scores and a sort), in a ByteBuffersDirectory (heap)
 * and in an NIOFSDirectory in the working directory (inside jvsim, the in-memory layer of the
 * virtual file system, read through FileChannel), then the directory's files after a delete and a
 * merge. Expected: the same output as the host JVM, exit status 0 (--search=none).
 */
public class LuceneSearch {
    private static final String[][] BOOKS = {
        {"1", "The Old Man and the Sea", "an old fisherman and a great fish far out in the sea", "1952"},
        {"2", "Moby Dick", "the white whale and the captain who hunts it across the sea", "1851"},
        {"3", "The Sea Wolf", "a ruthless captain and a castaway on a sealing schooner", "1904"},
        {"4", "Treasure Island", "pirates, a map and buried treasure on an island", "1883"},
        {"5", "Kon-Tiki", "a raft crossing the Pacific from Peru", "1950"},
    };

    public static void main(String[] args) throws Exception {
        try (Directory heap = new ByteBuffersDirectory()) { run("heap", heap); }
        try (Directory files = new NIOFSDirectory(Path.of(args.length > 0 ? args[0] : "lucene-index"))) {
            run("nio", files);
            String[] names = files.listAll();
            System.out.println("files: " + names.length + (Arrays.asList(names).contains("write.lock") ? " with write.lock" : ""));
        }
    }

    static void run(String label, Directory dir) throws Exception {
        try (IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(new StandardAnalyzer()))) {
            for (String[] b : BOOKS) {
                Document d = new Document();
                d.add(new StringField("id", b[0], Field.Store.YES));
                d.add(new TextField("title", b[1], Field.Store.YES));
                d.add(new TextField("body", b[2], Field.Store.NO));
                d.add(new IntPoint("year", Integer.parseInt(b[3])));
                d.add(new StoredField("year", Integer.parseInt(b[3])));
                d.add(new org.apache.lucene.document.NumericDocValuesField("year", Integer.parseInt(b[3])));
                w.addDocument(d);
            }
            w.commit();
        }
        try (DirectoryReader r = DirectoryReader.open(dir)) {
            IndexSearcher s = new IndexSearcher(r);
            System.out.println(label + ": " + r.numDocs() + " documents");
            show(s, "sea", new TermQuery(new Term("body", "sea")));
            show(s, "captain AND NOT whale", new BooleanQuery.Builder()
                    .add(new TermQuery(new Term("body", "captain")), BooleanClause.Occur.MUST)
                    .add(new TermQuery(new Term("body", "whale")), BooleanClause.Occur.MUST_NOT).build());
            show(s, "\"old man\"", new PhraseQuery("title", "old", "man"));
            show(s, "1880..1960", IntPoint.newRangeQuery("year", 1880, 1960));
            TopDocs byYear = s.search(new TermQuery(new Term("title", "the")), 10, new Sort(new SortField("year", SortField.Type.INT, true)));
            StringBuilder b = new StringBuilder("  'the' by year:");
            for (ScoreDoc d : byYear.scoreDocs) b.append(' ').append(s.storedFields().document(d.doc).get("year"));
            System.out.println(b);
        }
        try (IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(new StandardAnalyzer()))) {
            w.deleteDocuments(new Term("id", "2"));
            w.forceMerge(1);
        }
        try (DirectoryReader r = DirectoryReader.open(dir)) {
            System.out.println(label + " after delete and merge: " + r.numDocs() + " documents, " + r.leaves().size() + " segment");
            show(new IndexSearcher(r), "sea", new TermQuery(new Term("body", "sea")));
        }
    }

    static void show(IndexSearcher s, String what, Query q) throws Exception {
        TopDocs top = s.search(q, 10);
        StringBuilder b = new StringBuilder("  " + what + ": " + top.totalHits.value + " hits");
        for (ScoreDoc d : top.scoreDocs)
            b.append(String.format(" [%s %.4f]", s.storedFields().document(d.doc).get("title"), d.score));
        System.out.println(b);
    }
}
