package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ViolationWatcherTest {
    private static List<Violation> watch(String text, ByteArrayOutputStream sink) throws IOException {
        ViolationWatcher w = new ViolationWatcher(sink);
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        w.write(b, 0, 5);          // split writes must not matter
        for (int i = 5; i < 9; i++) w.write(b[i]);
        w.write(b, 9, b.length - 9);
        return w.violations();
    }

    @Test
    void passesTextThroughAndRecognizesUncaughtExceptionInMain() throws IOException {
        String text = "other output\nException in thread \"main\" java.lang.IllegalStateException: two\nlines\n"
                + "\tat A.f(A.java:3)\n\tat A.main(A.java:7)\nCaused by: java.io.IOException: x\n\t... 1 more\nlater output\n";
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        List<Violation> vs = watch(text, sink);
        assertEquals(text, sink.toString(StandardCharsets.UTF_8));
        assertEquals(1, vs.size());
        Violation v = vs.get(0);
        assertEquals("uncaught-exception", v.kind());
        assertEquals("java.lang.IllegalStateException: two\nlines", v.message());
        assertEquals("main", v.thread());
        assertEquals(List.of("at A.f(A.java:3)", "at A.main(A.java:7)", "Caused by: java.io.IOException: x", "... 1 more"), v.trace());
    }

    @Test
    void ignoresOtherThreadsAndRecognizesDeadlock() throws IOException {
        String text = "Exception in thread \"worker\" java.lang.Error\n\tat W.run(W.java:1)\n"
                + "jvsim: deadlock: no thread can run\n  \"main\" BLOCKED on x\n      at M.main(M.java:2)";
        List<Violation> vs = watch(text, new ByteArrayOutputStream());
        assertEquals(1, vs.size());
        assertEquals("deadlock", vs.get(0).kind());
        assertEquals("no thread can run", vs.get(0).message());
        assertNull(vs.get(0).thread());
        assertEquals(List.of("\"main\" BLOCKED on x", "at M.main(M.java:2)"), vs.get(0).trace());
    }
}
