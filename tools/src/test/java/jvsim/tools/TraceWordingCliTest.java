package jvsim.tools;

import static jvsim.tools.CliPrograms.hasLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A trace in the program's terms (issue 38 item 7): a thread begins in its own code (its
 * Runnable's run, its lambda, the method it references), not in the JDK's Thread.run; a thread's
 * end is "end"; a string concatenation is named as one, not by the class the VM generates for it;
 * a pool's own work on its worker threads is summarized like other JDK steps (the JSON report
 * keeps every step).
 */
class TraceWordingCliTest {
    @RegisterExtension
    static final CliPrograms programs = new CliPrograms()
            .program("Words",
                    "public class Words {",
                    "    static int hits;",
                    "    static class Account { int balance = 100;",
                    "        public String toString() { return \"account \" + balance; } }",
                    "    static class Task implements Runnable { public void run() { hits++; } }",
                    "    public static void main(String[] args) throws Exception {",
                    "        Account a = new Account();",
                    "        Thread t1 = new Thread(() -> { a.balance += 10; }, \"lambda\");",
                    "        Thread t2 = new Thread(new Task(), \"task\");",
                    "        Thread t3 = new Thread(Words::work, \"reference\");",
                    "        t1.start(); t2.start(); t3.start();",
                    "        String s = \"now \" + a + \" and \" + a.balance;",
                    "        t1.join(); t2.join(); t3.join();",
                    "        throw new IllegalStateException(s);",
                    "    }",
                    "    static void work() {",
                    "        hits++;",
                    "    }",
                    "}")
            .program("Pooled",
                    "import java.util.concurrent.*;",
                    "public class Pooled {",
                    "    static int hits;",
                    "    public static void main(String[] args) throws Exception {",
                    "        ExecutorService pool = Executors.newFixedThreadPool(2);",
                    "        Future<?> a = pool.submit(() -> { hits++; });",
                    "        Future<?> b = pool.submit(() -> { hits++; });",
                    "        a.get(); b.get();",
                    "        pool.shutdown();",
                    "        if (hits != 2) throw new IllegalStateException(\"hits \" + hits);",
                    "    }",
                    "}")
            .program("Checked",
                    "public class Checked {",
                    "    int n;",
                    "    void twoIncrements() throws Exception {",
                    "        Thread t = new Thread(() -> n++);",
                    "        t.start();",
                    "        n++;",
                    "        t.join();",
                    "        if (n != 2) throw new IllegalStateException(\"lost update\");",
                    "    }",
                    "}");

    @Test
    void threadsBeginInTheirOwnCodeAndEndInPlainWords() throws IOException {
        Path report = programs.file("words.json"), page = programs.file("words.html");
        CliTest.Result r = programs.run("Words", "--report=" + report, "--html=" + page);
        assertEquals(1, r.status(), r.err());
        List<String> lines = r.errLines();
        String step = "\\s+\\d+  ";
        // the lambda's body, the Runnable's run, the referenced method: where each thread's code begins
        assertTrue(hasLine(lines, step + "\"lambda\" begin at Words\\.lambda\\$main\\$0\\(Words\\.java:8\\)"), r.err());
        assertTrue(hasLine(lines, step + "\"task\" begin at Words\\$Task\\.run\\(Words\\.java:5\\)"), r.err());
        assertTrue(hasLine(lines, step + "\"reference\" begin at Words\\.work\\(Words\\.java:17\\)"), r.err());
        assertFalse(r.err().contains("begin at java.lang.Thread.run"), r.err());
        // a thread's end
        for (String t : List.of("lambda", "task", "reference", "main")) assertTrue(hasLine(lines, step + "\"" + t + "\" end"), t + " in\n" + r.err());
        assertFalse(r.err().contains(" alive "), r.err());
        // string concatenation by its name, from the program's line, never the generated class
        assertTrue(hasLine(lines, "\\s+\"main\" \\d+ steps? in JDK code \\(string concatenation\\) called from Words\\.main\\(Words\\.java:12\\)"), r.err());
        assertFalse(r.err().contains("$$Concat$") || r.err().contains("<jvsim"), r.err());
        // the JSON report's trace says the same
        String json = Files.readString(report);
        assertTrue(json.contains("\"\\\"lambda\\\" begin at Words.lambda$main$0(Words.java:8)\""), json);
        assertFalse(json.contains("$$Concat$") || json.contains("<jvsim"), json);
        // and the HTML page: the thread's first step is at the lambda's line, not a JDK step
        String html = Files.readString(page);
        assertTrue(html.contains("<div class=\"op\">begin</div><div class=\"loc\">Words.lambda$main$0(Words.java:8)</div>"), html);
    }

    /** A Class#method target (as @JvsimTest runs a test) begins in that method, not in the class generated to call it. */
    @Test
    void aMethodTargetBeginsInTheMethod() {
        CliTest.Result r = programs.run("Checked#twoIncrements");
        assertEquals(1, r.status(), r.err());
        assertEquals("1  \"main\" begin at Checked.twoIncrements(Checked.java:4)", r.errLines().get(2).strip(), r.err());
        assertTrue(hasLine(r.errLines(), "\\s+\\d+  \"Thread-0\" begin at Checked\\.lambda\\$twoIncrements\\$0\\(Checked\\.java:4\\)"), r.err());
        // (the program's own stack trace, in its output, keeps the frame, as cli.md says)
        assertFalse(r.err().substring(0, r.err().indexOf("output of this execution")).contains("$jvsim$"), r.err());
    }

    @Test
    void aPoolsOwnStepsAreSummarizedLikeOtherJdkSteps() throws IOException {
        Path report = programs.file("pooled.json");
        CliTest.Result r = programs.run("Pooled", "--report=" + report);
        assertEquals(1, r.status(), r.err());
        List<String> lines = r.errLines();
        // the tasks' own lines stay
        assertTrue(hasLine(lines, "\\s+\\d+  \"pool-1-thread-\\d\" (read|write) Pooled\\.hits at Pooled\\.lambda\\$main\\$\\d\\(Pooled\\.java:[67]\\)"), r.err());
        // a worker begins in the pool's code, which says what it is
        assertTrue(hasLine(lines, "\\s+\\d+  \"pool-1-thread-\\d\" begin at java\\.util\\.concurrent\\.ThreadPoolExecutor\\$Worker\\.run\\(.*\\)"), r.err());
        assertFalse(r.err().contains("begin at java.lang.Thread.run"), r.err());
        // the workers taking their tasks, completing the futures, checking their interrupts: counts
        assertTrue(hasLine(lines, "\\s+\"pool-1-thread-\\d\" \\d+ steps? in JDK code"), r.err());
        String trace = r.err().substring(0, r.err().indexOf("output of this execution"));
        for (String internal : List.of("ThreadPoolExecutor.runWorker", "FutureTask.set", "Worker.firstTask", "Thread.interrupted"))
            assertFalse(trace.contains(internal), internal + " in\n" + r.err());
        // the JSON report has every step
        String json = Files.readString(report);
        assertTrue(json.contains("java.util.concurrent.ThreadPoolExecutor.runWorker("), json);
    }
}
