package jvsim.natives;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The natives and the VM reach guest classes, fields and methods they know by name through the
 * handles of {@link jvsim.vm.WellKnown}, resolved once, never by a name string at run time: their
 * sources hold no lookup with a literal name (a class loaded by its name, a field or method looked
 * up by its name) outside the table. Lookups of names the program gives (reflection, constant
 * pools, a native's exception class) are not literals and stay.
 */
class ByNameLookupScanTest {
    /** A lookup by a literal name: Guest's by-name accessors, classes.load("..."), declaredField("..."), ... */
    private static final Pattern BY_NAME = Pattern.compile(
            "\\bGuest\\.(ref|prim|field|staticRef)\\("
            + "|\\bclasses\\.(load|findLoaded|definingKind)\\(\"|\\bclasses\\.(load|findLoaded)\\([A-Z][A-Z_]*[)\\[]"
            + "|\\.(declaredField|lookupField|findField)\\(\""
            + "|\\.(declaredMethod|findMethod|lookupMethod|lookupInterfaceMethod)\\(\"(?!<clinit>\"|<init>\", [a-z])"
            + "|\\.selectVirtual\\(\"");
    /** The table and its handles, where the names are. */
    private static final Set<String> TABLE = Set.of("WellKnown.java", "KnownClass.java", "KnownField.java", "KnownMethod.java");
    /**
     * Lookups of what is not the class library's: the program's main method and constructor, found
     * as the java launcher finds them, and the launcher class the VM makes for JDK 25's mains.
     */
    private static final Set<String> ALLOWED = Set.of("Vm.java: main.declaredMethod(\"main\"", "MainLauncher.java: main.declaredMethod(\"main\"",
            "MainLauncher.java: main.declaredMethod(\"<init>\"", "MainLauncher.java: c.lookupMethod(\"main\"", "MainLauncher.java: k.declaredMethod(\"launch\"");

    @Test
    void nativesAndVmLookUpNoGuestSymbolByALiteralName() throws IOException {
        List<String> found = new ArrayList<>();
        int scanned = 0;
        for (Path root : new Path[]{Path.of("src", "main", "java"), Path.of("..", "vm", "src", "main", "java")}) {
            assertTrue(Files.isDirectory(root), "no sources at " + root.toAbsolutePath());
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                    scanned++;
                    String name = f.getFileName().toString();
                    if (TABLE.contains(name)) continue;
                    List<String> lines = Files.readAllLines(f);
                    for (int i = 0; i < lines.size(); i++) {
                        Matcher m = BY_NAME.matcher(lines.get(i));
                        while (m.find()) {
                            String line = lines.get(i).trim();
                            if (ALLOWED.stream().anyMatch(a -> a.startsWith(name + ": ") && line.contains(a.substring(name.length() + 2)))) continue;
                            found.add(root.relativize(f) + ":" + (i + 1) + ": " + line);
                        }
                    }
                }
            }
        }
        assertTrue(scanned > 100, "only " + scanned + " source files scanned");
        assertEquals(List.of(), found, "lookups by a literal name (declare the symbol in jvsim.vm.WellKnown)");
    }

    @Test
    void thePatternFindsEachKindOfLookup() {
        for (String bad : new String[]{"Guest.ref(o, \"x\")", "c.vm.classes.load(\"java/lang/Thread\")", "c.vm.classes.load(CP)",
                "k.declaredField(\"x\", null)", "t.cls.lookupField(\"x\", \"I\")", "k.findMethod(\"exit\", \"()V\")",
                "o.cls.selectVirtual(\"run()V\")", "k.declaredMethod(\"<init>\", \"()V\")"})
            assertTrue(BY_NAME.matcher(bad).find(), bad);
        for (String ok : new String[]{"c.vm.classes.load(name)", "k.declaredMethod(\"<init>\", desc)", "c.declaredMethod(\"<clinit>\", \"()V\")",
                "c.vm.known.thread.get()"})
            assertTrue(!BY_NAME.matcher(ok).find(), ok);
    }
}
