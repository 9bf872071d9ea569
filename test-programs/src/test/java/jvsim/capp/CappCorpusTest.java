package jvsim.capp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The CAPP corpus's sources (src/capp/old and src/capp/new, the one source of truth) keep the shape
 * its change analysis and docs/capp.md rely on: each program has both versions, the two have the same
 * number of lines (a change replaces lines in place, so a line number means the same place in both),
 * and they differ in at least one line of code besides the class comment that names the version.
 */
class CappCorpusTest {
    private static final Path ROOT = Path.of("src", "capp");

    private static List<Path> programs(String version) throws IOException {
        try (Stream<Path> files = Files.walk(ROOT.resolve(version).resolve("java"))) {
            return files.filter(f -> f.toString().endsWith(".java")).map(ROOT.resolve(version).resolve("java")::relativize)
                    .sorted().toList();
        }
    }

    @Test
    void twelvePairsOfTheSameLengthThatDifferInCode() throws IOException {
        List<Path> olds = programs("old");
        List<Path> news = programs("new");
        assertEquals(olds, news, "each program has an old and a new version");
        assertEquals(12, news.size(), "the corpus's 12 programs: " + news);
        for (Path program : news) {
            List<String> old = Files.readAllLines(ROOT.resolve("old").resolve("java").resolve(program));
            List<String> changed = Files.readAllLines(ROOT.resolve("new").resolve("java").resolve(program));
            assertEquals(old.size(), changed.size(), program + ": a change replaces lines in place");
            List<Integer> differing = new ArrayList<>();
            for (int i = 0; i < old.size(); i++) {
                if (old.get(i).equals(changed.get(i))) continue;
                boolean comment = old.get(i).startsWith("/** CAPP corpus, correct (old) version: ")
                        && changed.get(i).startsWith("/** CAPP corpus, changed (new) version: ");
                if (!comment) differing.add(i + 1);
            }
            assertFalse(differing.isEmpty(), program + ": the new version changes some code");
            assertTrue(old.stream().anyMatch(l -> l.startsWith("/** CAPP corpus, correct (old) version: ")),
                    program + ": the old version says it is the correct one");
        }
    }
}
