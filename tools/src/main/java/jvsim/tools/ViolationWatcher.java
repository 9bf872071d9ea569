package jvsim.tools;

import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Passes the target's standard error through unchanged while recognizing the two reports the VM
 * writes there: the java-style trace of an exception uncaught in thread "main"
 * ({@code Exception in thread "main" ...}) and the VM's deadlock report ({@code jvsim: deadlock: ...}).
 *
 * <p>The Vm API returns only an exit status, so this text is the only source of the violation's
 * details. A target that prints the same text itself can be misread; callers therefore trust it only
 * when the exit status agrees (status 1).
 */
final class ViolationWatcher extends FilterOutputStream {
    private static final String UNCAUGHT_MAIN = "Exception in thread \"main\" ";
    private static final String DEADLOCK = "jvsim: deadlock: ";
    private static final int MAX_LINE_BYTES = 16 * 1024;
    private static final int MAX_TRACE_LINES = 256;

    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private boolean lineTooLong;
    private String kind, message, thread;
    private List<String> trace;
    /** Between an exception's first line and its first stack frame. */
    private boolean inMessage;
    private Violation uncaughtInMain, deadlock;

    ViolationWatcher(OutputStream out) {
        super(out);
    }

    @Override
    public void write(int b) throws IOException {
        out.write(b);
        scan(b);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        for (int i = off; i < off + len; i++) scan(b[i]);
    }

    /** Violations recognized so far: the last uncaught exception of "main", then a deadlock. */
    List<Violation> violations() {
        endLine();
        finishRecord();
        List<Violation> vs = new ArrayList<>();
        if (uncaughtInMain != null) vs.add(uncaughtInMain);
        if (deadlock != null) vs.add(deadlock);
        return vs;
    }

    private void scan(int b) {
        if (b == '\n') { endLine(); return; }
        if (line.size() < MAX_LINE_BYTES) line.write(b);
        else lineTooLong = true;
    }

    private void endLine() {
        if (line.size() == 0 && !lineTooLong) return;
        String s = line.toString(StandardCharsets.UTF_8);
        if (s.endsWith("\r")) s = s.substring(0, s.length() - 1);
        line.reset();
        lineTooLong = false;
        onLine(s);
    }

    private void onLine(String s) {
        if (s.startsWith(UNCAUGHT_MAIN)) {
            finishRecord();
            start("uncaught-exception", s.substring(UNCAUGHT_MAIN.length()), "main");
        } else if (s.startsWith(DEADLOCK)) {
            finishRecord();
            start("deadlock", s.substring(DEADLOCK.length()), null);
        } else if (kind != null && continues(s)) {
            inMessage = false;
            if (trace.size() < MAX_TRACE_LINES) trace.add(s.strip());
        } else if (kind != null && inMessage && message.length() < MAX_LINE_BYTES) {
            message = message + "\n" + s;  // a multi-line exception message
        } else {
            finishRecord();
        }
    }

    private boolean continues(String s) {
        if (kind.equals("deadlock")) return s.startsWith("  ");
        return s.startsWith("\t") || s.startsWith("Caused by: ");
    }

    private void start(String k, String msg, String t) {
        kind = k;
        message = msg;
        thread = t;
        trace = new ArrayList<>();
        inMessage = k.equals("uncaught-exception");
    }

    private void finishRecord() {
        if (kind == null) return;
        Violation v = new Violation(kind, message, thread, trace);
        if (kind.equals("deadlock")) deadlock = v;
        else uncaughtInMain = v;
        kind = null;
    }
}
