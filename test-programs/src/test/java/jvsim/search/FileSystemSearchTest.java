package jvsim.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The in-memory file system is VM state (natives' VirtualFs): files.FileCounter's threads write one
 * file, and every search sees in each execution exactly what that interleaving wrote. The distinct
 * final contents are the reachable ones, for the stateless searches (which restore the initial
 * snapshot and replay) and for stateful DFS (which restores checkpoints mid-execution), so a
 * file written in one interleaving never leaks into another.
 */
class FileSystemSearchTest {
    private static Set<String> finalContents(Search s, String mode) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(Path.of("target", "classes"));
        c.className = "files.FileCounter";
        c.args.add(mode);
        c.findAll = true;
        c.maxTimeMs = 300_000;
        SearchResult r = s.run(c);
        assertNull(r.stoppedBy, mode + " " + s.getClass().getSimpleName() + " hit a limit");
        return r.violations.stream().map(v -> v.toString().replaceAll("^.*contents ", "")).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void appendsAreSeenInTheirInterleavingOnly() {
        // each thread seeks to the end it sees and writes there: both letters, in either order, or one overwriting the other
        assertEquals(Set.of("A", "B", "AB", "BA"), finalContents(new DporSearch(true), "append"));
    }
}
