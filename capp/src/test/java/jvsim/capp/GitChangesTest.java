package jvsim.capp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --changed-since=git:&lt;rev&gt;: git's diff of the sources against a revision, on the class path's classes. */
class GitChangesTest {
    @TempDir
    Path dir;

    private static final String BEFORE = "package p;\n"
            + "public class C {\n"
            + "  int a, b, s;\n"
            + "  void m() {\n"
            + "    a = 1;\n"
            + "    s = 5;\n"
            + "    b = 2;\n"
            + "  }\n"
            + "  static class In { int x; void n() { x = 1; } }\n"
            + "}\n";

    @Test
    void aDiffsNewLinesAndTheLineAfterADeletion() {
        Map<String, SortedSet<Integer>> lines = GitChanges.changedLines(List.of(
                "diff --git a/src/p/C.java b/src/p/C.java", "--- a/src/p/C.java", "+++ b/src/p/C.java",
                "@@ -6 +6 @@ void m() {", "-    s = 5;", "+    s = 6;",
                "@@ -9,2 +9,0 @@", "-x", "-y",
                "@@ -20,0 +19,3 @@", "+1", "+2", "+3",
                "diff --git a/src/p/Gone.java b/src/p/Gone.java", "--- a/src/p/Gone.java", "+++ /dev/null", "@@ -1,3 +0,0 @@"));
        assertEquals(Map.of("src/p/C.java", new TreeSet<>(List.of(6, 10, 19, 20, 21))), lines);
    }

    private String git(Path repo, String... args) throws IOException, InterruptedException {
        List<String> c = new java.util.ArrayList<>(List.of("git", "-C", repo.toString(), "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"));
        c.addAll(List.of(args));
        Process p = new ProcessBuilder(c).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertEquals(0, p.waitFor(), out);
        return out;
    }

    @Test
    void theWorkTreesChangeAgainstARevisionOnTheClassesOfItsFiles() throws Exception {
        Path repo = Files.createDirectories(dir.resolve("repo"));
        git(repo, "init", "-q");
        Path file = repo.resolve("src/main/java/p/C.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, BEFORE);
        git(repo, "add", ".");
        git(repo, "commit", "-q", "-m", "old");
        // changed line 7 (b = 3), deleted line 6 (s = 5: b's line, now 6, is after it), and the nested class's line
        String after = BEFORE.replace("    s = 5;\n", "").replace("b = 2", "b = 3").replace("x = 1", "x = 2");
        Files.writeString(file, after);
        Path classes = Sources.compile(dir.resolve("new"), Map.of("p.C", after));
        ImpactedPoints points = GitChanges.since("HEAD", repo.resolve("src"), List.of(classes));
        // a line is the unit: the nested class's constructor is on its changed line too
        assertEquals(Set.of("p.C.m()V:6", "p.C#b", "p.C$In.<init>()V:8", "p.C$In.n()V:8", "p.C$In#x"),
                points.points().stream().map(Object::toString).collect(Collectors.toSet()));
        assertEquals("git diff HEAD", points.source());
        // nothing changed since the work tree's own state
        git(repo, "commit", "-q", "-am", "new");
        assertEquals(List.of(), GitChanges.since("HEAD", repo, List.of(classes)).points());
        assertEquals(5, GitChanges.since("HEAD~1", repo, List.of(classes)).points().size());
    }

    @Test
    void outsideARepositoryOrWithoutTheRevisionAOneLineError() throws Exception {
        Path classes = Sources.compile(dir.resolve("new"), Map.of("p.C", BEFORE));
        Path plain = Files.createDirectories(dir.resolve("plain"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GitChanges.since("HEAD", plain, List.of(classes)));
        assertEquals("--changed-since=git:HEAD: " + plain.toAbsolutePath() + " is not in a git repository", e.getMessage());
        Path repo = Files.createDirectories(dir.resolve("repo"));
        git(repo, "init", "-q");
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> GitChanges.since("nosuch", repo, List.of(classes)));
        assertEquals("--changed-since=git:nosuch: no commit 'nosuch' in the git repository " + repo.toRealPath(), none.getMessage());
        IllegalArgumentException blank = assertThrows(IllegalArgumentException.class, () -> GitChanges.since("", repo, List.of(classes)));
        assertEquals("--changed-since=git: needs a revision (git:HEAD, git:HEAD~1, git:main, ...)", blank.getMessage());
    }
}
