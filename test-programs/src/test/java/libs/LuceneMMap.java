package libs;

import java.nio.file.Path;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.MMapDirectory;

/**
 * Lucene 9.12 in the directory FSDirectory.open picks on a 64-bit JVM, an MMapDirectory (on Java
 * 17 its inputs are MappedByteBuffers of FileChannel.map, unmapped through
 * sun.misc.Unsafe.invokeCleaner): whether unmapping is supported, then LuceneSearch's indexing,
 * searches, delete and merge, reading every index file through memory mappings (inside jvsim, of
 * the virtual file system's in-memory working directory). Expected: the same output as the host
 * JVM, exit status 0 (--search=none).
 */
public class LuceneMMap {
    public static void main(String[] args) throws Exception {
        System.out.println("unmap supported: " + MMapDirectory.UNMAP_SUPPORTED + (MMapDirectory.UNMAP_NOT_SUPPORTED_REASON == null ? "" : " (" + MMapDirectory.UNMAP_NOT_SUPPORTED_REASON + ")"));
        try (Directory dir = FSDirectory.open(Path.of(args.length > 0 ? args[0] : "lucene-mmap-index"))) {
            System.out.println("FSDirectory.open: " + dir.getClass().getSimpleName());
            LuceneSearch.run("mmap", dir);
        }
    }
}
