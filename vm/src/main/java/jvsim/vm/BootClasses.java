package jvsim.vm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import jvsim.vm.classpath.ClassSource;
import jvsim.vm.classpath.JrtSource;
import jvsim.vm.classpath.ModelSource;

/**
 * Start-up help for a host process that boots a VM soon after it starts (the CLI): a daemon thread
 * parses the JDK class files a boot needs, in the order it needs them, into the process-wide cache of
 * parsed JDK classes while the process does other work (parsing its command line, registering the
 * natives), so the boot finds most of them parsed. Parsing is about half of a cold boot's host time.
 *
 * The list is a text file of cache keys ("jrt:/!java/lang/Object", one a line) that an earlier
 * process {@link #record recorded} (the {@code ./jvsim} launcher's training run after each build). A
 * class missing from the list is parsed when the boot needs it; a listed class that does not exist is
 * skipped. Which thread parses a class does not matter: the cache hands every VM the first parse.
 */
public final class BootClasses {
    private BootClasses() {}

    /**
     * Starts parsing the classes listed in list on a daemon thread; false (and nothing started) when
     * the file does not exist or cannot be read.
     */
    public static boolean prefetch(Path list) {
        List<String> keys;
        try {
            keys = Files.readAllLines(list);
        } catch (IOException e) {
            return false;
        }
        Thread t = new Thread(() -> parseAll(keys), "jvsim-boot-classes");
        t.setDaemon(true);
        t.start();
        return true;
    }

    private static void parseAll(List<String> keys) {
        ClassSource model = new ModelSource(BootClasses.class.getClassLoader());
        ClassSource jrt = JrtSource.get();
        for (String key : keys) {
            int bang = key.indexOf('!');
            if (bang < 0) continue;
            String from = key.substring(0, bang), name = key.substring(bang + 1);
            ClassSource s = from.equals(jrt.describe()) ? jrt : from.equals(model.describe()) ? model : null;
            if (s == null) continue;
            try {
                ClassRegistry.parseShared(s, name);
            } catch (RuntimeException e) {
                // missing or malformed: the VM reports it if it ever needs the class
            }
        }
    }

    /**
     * Writes the JDK classes this process parsed so far, in the order first parsed, to list (through
     * a temporary file renamed into place, so a concurrent {@link #prefetch} reads all or nothing).
     */
    public static void record(Path list) throws IOException {
        Path tmp = list.resolveSibling(list.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
        try {
            Files.write(tmp, ClassRegistry.parsedJdkClasses());
            Files.move(tmp, list, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
