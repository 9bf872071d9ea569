package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/juc.md's current table is the one {@code test-programs/bench-juc.sh --write=docs/juc.md} made: it
 * sits between the script's markers, says when and how it was measured, and has one row for each
 * program of the corpus (a program added or renamed without measuring the table again fails here).
 */
class JucTableTest {
    private static final Pattern ROW = Pattern.compile("(?m)^\\| (\\w+) \\| (correct|bug) \\|");

    @Test
    void theCurrentTableHasARowForEachProgram() throws IOException {
        String doc = Files.readString(DocsCommandsTest.ROOT.resolve("docs/juc.md"), StandardCharsets.UTF_8);
        int begin = doc.indexOf("<!-- bench-juc:begin -->\n"), end = doc.indexOf("<!-- bench-juc:end -->");
        assertTrue(begin >= 0 && end > begin, "docs/juc.md has the markers bench-juc.sh --write replaces between");
        String table = doc.substring(begin, end);
        assertTrue(table.contains("by `test-programs/bench-juc.sh "), "the table says which command measured it");
        TreeSet<String> rows = new TreeSet<>();
        Matcher m = ROW.matcher(table);
        while (m.find()) assertTrue(rows.add(m.group(1)), "one row for " + m.group(1));
        TreeSet<String> programs = new TreeSet<>();
        try (Stream<Path> s = Files.list(DocsCommandsTest.ROOT.resolve("test-programs/src/main/java/juc"))) {
            s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".java")).forEach(n -> programs.add(n.substring(0, n.length() - 5)));
        }
        assertEquals(programs, rows, "docs/juc.md's table against test-programs/src/main/java/juc: run test-programs/bench-juc.sh --atomic-only --write=docs/juc.md");
    }
}
