package jvsim.natives;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The natives audit (issue 30 item 5): every guest field a native reads or writes (a field handle of
 * jvsim.vm.WellKnown the natives name) is listed in natives-field-audit.txt with why no interleaving
 * is missed by it (the object is fresh, immutable, the thread's own, accessed at a step or under a
 * lock, or written at boot), or as a known gap or not yet audited. A native that starts to use
 * another field fails this test until the field is audited; a field no native uses any more must
 * leave the list.
 */
class NativeFieldAuditTest {
    private static final Set<String> CATEGORIES = Set.of("fresh", "immutable", "own", "step", "lock", "boot", "gap", "todo");
    private static final Pattern HANDLE = Pattern.compile("public final (?:KnownField\\.\\w+|List<KnownField\\.\\w+>) (\\w+)\\s*=");
    private static final Pattern USE = Pattern.compile("\\b(?:known|k)\\.(\\w+)\\b");

    @Test
    void everyFieldTheNativesTouchIsAudited() throws IOException {
        Set<String> handles = new TreeSet<>();
        Matcher h = HANDLE.matcher(Files.readString(Path.of("..", "vm", "src", "main", "java", "jvsim", "vm", "WellKnown.java")));
        while (h.find()) handles.add(h.group(1));
        assertTrue(handles.size() > 100, "only " + handles.size() + " field handles in WellKnown");
        Set<String> used = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src", "main", "java"))) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                Matcher m = USE.matcher(Files.readString(f));
                while (m.find()) if (handles.contains(m.group(1))) used.add(m.group(1));
            }
        }
        Map<String, String> audit = new TreeMap<>();
        try (InputStream in = NativeFieldAuditTest.class.getResourceAsStream("/natives-field-audit.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] parts = line.split(" ", 3);
                assertTrue(CATEGORIES.contains(parts[1]), "unknown category in: " + line);
                assertTrue(parts[1].equals("todo") || parts.length == 3, "no reason in: " + line);
                audit.put(parts[0], parts[1]);
            }
        }
        Set<String> unaudited = new TreeSet<>(used);
        unaudited.removeAll(audit.keySet());
        assertEquals(Set.of(), unaudited, "fields the natives use that natives-field-audit.txt does not list");
        Set<String> stale = new TreeSet<>(audit.keySet());
        stale.removeAll(used);
        assertEquals(Set.of(), stale, "fields natives-field-audit.txt lists that no native uses");
        List<String> gaps = audit.entrySet().stream().filter(e -> e.getValue().equals("gap") || e.getValue().equals("todo")).map(Map.Entry::getKey).toList();
        System.out.println("natives field audit: " + used.size() + " fields, " + gaps.size() + " gaps or not yet audited: " + gaps);
    }
}
