package management;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * HotSpotDiagnosticMXBean.dumpHeap into a new temporary directory: on HotSpot it writes an HPROF
 * file; jvsim writes none and throws the IOException the method declares, naming the native
 * (com.sun.management.internal.HotSpotDiagnostic.dumpHeap0). Prints the outcome and whether a file
 * exists. Expected in jvsim: "IOException: jvsim: heap dumps are not supported (...)", no file,
 * exit status 0.
 */
public class HeapDump {
    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("jvsim-heapdump");
        Path file = dir.resolve("heap.hprof");
        HotSpotDiagnosticMXBean bean = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        try {
            bean.dumpHeap(file.toString(), true);
            System.out.println("dumped");
        } catch (IOException e) {
            System.out.println(e);
        }
        System.out.println("file exists: " + Files.exists(file));
        Files.deleteIfExists(file);
        Files.delete(dir);
    }
}
