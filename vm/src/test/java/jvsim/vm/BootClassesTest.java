package jvsim.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jvsim.vm.classpath.JrtSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Parsing the JDK classes of a recorded list ahead on another thread, and recording the list. */
class BootClassesTest {
    @TempDir
    Path dir;

    @Test
    void aMissingListStartsNothing() {
        assertFalse(BootClasses.prefetch(dir.resolve("absent.txt")));
    }

    @Test
    void listedClassesAreParsedOnAnotherThreadIntoTheSharedCache() throws Exception {
        // a class no other test loads, then lines that name nothing parseable: skipped
        String midi = "javax/sound/midi/MidiSystem", key = "jrt:/!" + midi;
        Path list = Files.write(dir.resolve("boot-classes.txt"),
                List.of("jrt:/!no/such/Clazz", "no separator", "elsewhere!java/lang/Object", key));
        assertTrue(BootClasses.prefetch(list));
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (!ClassRegistry.parsedJdkClasses().contains(key) && System.nanoTime() < deadline) Thread.sleep(10);
        assertTrue(ClassRegistry.parsedJdkClasses().contains(key), "prefetched " + midi);
        // the VM's own lookup finds the prefetched parse, not a second one
        assertSame(ClassRegistry.parseShared(JrtSource.get(), midi), ClassRegistry.parseShared(JrtSource.get(), midi));
        assertFalse(ClassRegistry.parsedJdkClasses().contains("jrt:/!no/such/Clazz"));
    }

    @Test
    void recordWritesTheParsedClassesInTheOrderFirstParsed() throws Exception {
        ClassRegistry.parseShared(JrtSource.get(), "java/lang/Object");
        ClassRegistry.parseShared(JrtSource.get(), "java/util/zip/Adler32");
        List<String> before = ClassRegistry.parsedJdkClasses();
        Path list = dir.resolve("boot-classes.txt");
        BootClasses.record(list);
        List<String> written = Files.readAllLines(list);
        assertEquals(before, written);
        assertTrue(written.indexOf("jrt:/!java/lang/Object") >= 0 && written.indexOf("jrt:/!java/util/zip/Adler32") >= 0, written.toString());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(list), files.toList(), "no temporary file left");
        }
    }
}
