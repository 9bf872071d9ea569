package jvsim.capp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The impacted points of two versions, exactly, for each kind of change: a changed line (with the
 * fields it accesses and those of the methods it calls), an inserted line, a deleted line, a
 * changed modifier, a change inside a synchronized block or method, a new method and class, none;
 * and from a list (--changed-lines).
 */
class ChangeAnalysisTest {
    @TempDir
    Path dir;

    /** The points of class C (package p) from old to new source (the class body; line 3 is the body's first line). */
    private Set<String> points(String oldBody, String newBody) {
        return points(Map.of("p.C", "package p;\npublic class C {\n" + oldBody + "}\n"), Map.of("p.C", "package p;\npublic class C {\n" + newBody + "}\n"));
    }

    private int n;

    private Set<String> points(Map<String, String> old, Map<String, String> now) {
        Path o = Sources.compile(dir.resolve("old" + n), old), c = Sources.compile(dir.resolve("new" + n++), now);
        return ChangeAnalysis.since(List.of(o), List.of(c)).names();
    }

    private static final String FIELDS = "  int a, b; static int s;\n";

    @Test
    void aChangedLineWithTheFieldsItAccesses() {
        String before = FIELDS + "  void m() {\n    a = 1;\n    b = 2;\n  }\n";
        String after = FIELDS + "  void m() {\n    a = 1;\n    b = 3;\n  }\n";
        assertEquals(Set.of("p.C.m()V:6", "p.C#b"), points(before, after));
    }

    @Test
    void anInsertedLineAloneNotTheLinesItMoves() {
        String before = FIELDS + "  void m() {\n    a = 1;\n    b = 2;\n  }\n";
        String after = FIELDS + "  void m() {\n    a = 1;\n    s = 5;\n    b = 2;\n  }\n";
        assertEquals(Set.of("p.C.m()V:6", "p.C#s"), points(before, after));
    }

    @Test
    void aDeletedLineMarksTheLineAfterIt() {
        String before = FIELDS + "  void m() {\n    a = 1;\n    s = 5;\n    b = 2;\n  }\n";
        String after = FIELDS + "  void m() {\n    a = 1;\n    b = 2;\n  }\n";
        // the line after the deletion (b = 2, now line 6), and the field it writes
        assertEquals(Set.of("p.C.m()V:6", "p.C#b"), points(before, after));
    }

    @Test
    void aDeletionAtTheEndMarksTheLastLine() {
        String before = FIELDS + "  void m() {\n    a = 1;\n    b = 2;\n  }\n";
        String after = FIELDS + "  void m() {\n    a = 1;\n  }\n";
        // the deleted store's line goes; what remains after a = 1 is the return, on line 6
        assertEquals(Set.of("p.C.m()V:6"), points(before, after));
    }

    @Test
    void aChangedModifierMakesTheWholeMethodImpacted() {
        String before = FIELDS + "  synchronized void m() {\n    a = 1;\n    b = 2;\n  }\n";
        String after = FIELDS + "  void m() {\n    a = 1;\n    b = 2;\n  }\n";
        // every line changed (the fields of changed lines with them)
        assertEquals(Set.of("p.C.m()V:5", "p.C.m()V:6", "p.C.m()V:7", "p.C#a", "p.C#b"), points(before, after));
    }

    @Test
    void aChangeInASynchronizedBlockImpactsTheWholeBlockOnly() {
        String before = FIELDS + "  void m() {\n    s = 0;\n    synchronized (this) {\n      a = 1;\n      b = 2;\n    }\n    s = 1;\n  }\n";
        String after = FIELDS + "  void m() {\n    s = 0;\n    synchronized (this) {\n      a = 1;\n      b = 3;\n    }\n    s = 1;\n  }\n";
        // the block: from its monitorenter (line 6) to its monitorexit (line 9); not the lines around it
        assertEquals(Set.of("p.C.m()V:6", "p.C.m()V:7", "p.C.m()V:8", "p.C.m()V:9", "p.C#b"), points(before, after));
    }

    @Test
    void aChangeInASynchronizedMethodImpactsTheWholeMethod() {
        String before = FIELDS + "  synchronized void m() {\n    a = 1;\n    b = 2;\n  }\n  void other() {\n    s = 1;\n  }\n";
        String after = FIELDS + "  synchronized void m() {\n    a = 1;\n    b = 3;\n  }\n  void other() {\n    s = 1;\n  }\n";
        assertEquals(Set.of("p.C.m()V:5", "p.C.m()V:6", "p.C.m()V:7", "p.C#b"), points(before, after));
    }

    @Test
    void theFieldsOfTheMethodsAChangedLineCallsDirectly() {
        String helpers = "  int get() { return a; }\n  void put(int v) { b = v; deeper(); }\n  void deeper() { s = 9; }\n";
        String before = FIELDS + helpers + "  void m() {\n    put(1);\n  }\n";
        String after = FIELDS + helpers + "  void m() {\n    put(get());\n  }\n";
        // get reads a, put writes b; deeper's s is two calls away: not a point
        assertEquals(Set.of("p.C.m()V:8", "p.C#a", "p.C#b"), points(before, after));
    }

    @Test
    void aJdkCalleesFieldsAndAFieldOfASuperclassNamedByItsDeclaringClass() {
        Map<String, String> base = Map.of("p.B", "package p;\npublic class B {\n  protected int inherited;\n}\n");
        String before = "package p;\nimport java.util.concurrent.atomic.AtomicInteger;\npublic class C extends B {\n  final AtomicInteger n = new AtomicInteger();\n  void m() {\n    inherited = 1;\n  }\n}\n";
        String after = "package p;\nimport java.util.concurrent.atomic.AtomicInteger;\npublic class C extends B {\n  final AtomicInteger n = new AtomicInteger();\n  void m() {\n    inherited = n.get();\n  }\n}\n";
        java.util.HashMap<String, String> o = new java.util.HashMap<>(base), c = new java.util.HashMap<>(base);
        o.put("p.C", before);
        c.put("p.C", after);
        assertEquals(Set.of("p.C.m()V:6", "p.B#inherited", "p.C#n", "java.util.concurrent.atomic.AtomicInteger#value"), points(o, c));
    }

    @Test
    void aNewMethodAndANewClassAreImpactedInEveryLine() {
        Map<String, String> old = Map.of("p.C", "package p;\npublic class C {\n  int a;\n}\n");
        Map<String, String> now = Map.of("p.C", "package p;\npublic class C {\n  int a;\n  void m() {\n    a = 1;\n  }\n}\n",
                "p.D", "package p;\npublic class D {\n}\n");
        // m's lines; C's constructor is unchanged; D's implicit constructor is on line 2
        assertEquals(Set.of("p.C.m()V:5", "p.C.m()V:6", "p.C#a", "p.D.<init>()V:2"), points(old, now));
    }

    @Test
    void noChangeNoPointsEvenWhenBootstrapMethodsMove() {
        // the same lambdas in another order of the class file's bootstrap methods: a lambda added
        // in one method renumbers the others' bootstrap methods, which are not a change of theirs
        String before = "  Runnable r() {\n    return () -> { };\n  }\n  java.util.function.IntBinaryOperator f() {\n    return (x, y) -> x + y;\n  }\n";
        String after = "  java.util.function.IntBinaryOperator f0() {\n    return Integer::sum;\n  }\n" + before;
        Set<String> p = points(before, after);
        assertTrue(p.stream().allMatch(s -> s.startsWith("p.C.f0()")), p.toString());
        assertEquals(Set.of(), points(before, before));
    }

    @Test
    void changedLinesFromAList() throws IOException {
        Path classes = Sources.compile(dir.resolve("list"), Map.of("p.C", "package p;\npublic class C {\n" + FIELDS
                + "  void m() {\n    synchronized (this) {\n      a = 1;\n    }\n  }\n}\n"));
        Path list = Files.writeString(dir.resolve("changed.txt"), "# a diff's lines\np.C:6\n\np.C#s\n");
        // line 6 is in a synchronized block (lines 5 to 7), writes a; s is listed
        assertEquals(Set.of("p.C.m()V:5", "p.C.m()V:6", "p.C.m()V:7", "p.C#a", "p.C#s"), ChangedLinesFile.read(list, List.of(classes)).names());
        Files.writeString(list, "p.C:99\n");
        assertEquals("changed-lines " + list + " line 1: no code of p.C is on line 99",
                assertThrows(IllegalArgumentException.class, () -> ChangedLinesFile.read(list, List.of(classes))).getMessage());
        Files.writeString(list, "p.Nope:3\n");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ChangedLinesFile.read(list, List.of(classes))).getMessage().contains("no class p.Nope"));
        Files.writeString(list, "just words\n");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ChangedLinesFile.read(list, List.of(classes))).getMessage().contains("expected Class:line or Class#field"));
    }

    @Test
    void heuristicNames() {
        assertEquals(14, Capp.names().size());
        ImpactedPoints none = new ImpactedPoints(List.of(), "");
        assertEquals("capp:line-on-stack:some", Capp.heuristic("capp:LINE_ON_STACK:SOME", none).name());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Capp.heuristic("capp:lines:all", none)).getMessage().startsWith("unknown match mode 'lines'"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Capp.heuristic("capp:line:most", none)).getMessage().startsWith("unknown prioritization mode"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Capp.heuristic("pct", none)).getMessage().startsWith("--prioritize must be"));
        assertTrue(Capp.names().contains(Capp.DEFAULT));
    }
}
