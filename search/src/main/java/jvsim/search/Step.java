package jvsim.search;

import jvsim.vm.Op;

/** One step of an execution: the thread chosen and the visible operation it performed. */
public final class Step {
    public final String threadPath;
    public final String threadName;
    public final int threadUid;
    public final Op op;
    /** A data choice's range (the value is {@link Op#key}); 0 and 0 for other steps. */
    public final int choiceMin, choiceMax;

    Step(String threadPath, String threadName, int threadUid, Op op) { this(threadPath, threadName, threadUid, op, 0, 0); }

    Step(String threadPath, String threadName, int threadUid, Op op, int choiceMin, int choiceMax) {
        this.threadPath = threadPath;
        this.threadName = threadName;
        this.threadUid = threadUid;
        this.op = op;
        this.choiceMin = choiceMin;
        this.choiceMax = choiceMax;
    }

    /** This step in a replayable schedule: the thread's path, for a data choice "path=value". */
    public String scheduleEntry() { return op.kind == jvsim.vm.Op.CHOICE ? threadPath + "=" + op.key : threadPath; }

    /** The thread of a schedule entry (a data choice belongs to its thread's step). */
    public static String threadOf(String entry) {
        int eq = entry.indexOf('=');
        return eq < 0 ? entry : entry.substring(0, eq);
    }

    /** The value of a data-choice entry; null for a thread's step or a malformed value. */
    public static Integer valueOf(String entry) {
        int eq = entry.indexOf('=');
        if (eq < 0) return null;
        try {
            return Integer.parseInt(entry.substring(eq + 1));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * The operation for humans: "write Counter.count"; a step that is one call of the program into a
     * linearizable JDK operation is named by that call: "ReentrantLock.lock(): rmw ..." (unless the
     * operation says it: "park", "start").
     */
    public String operation() {
        if (op.region && op.api != null && !op.api.owner.hidden && !op.api.name.equals(Op.kindName(op.kind))) {
            String owner = op.api.owner.javaName();
            return owner.substring(owner.lastIndexOf('.') + 1) + "." + op.api.name + "(): " + op.describe();
        }
        return op.describe();
    }

    /**
     * As {@link #operation()}, with the objects a report names ({@code names}: by object id, e.g. a
     * deadlock's "bank.Bank$Account@2") by those names instead of their class: "acquire bank.Bank$Account@2".
     */
    public String operation(java.util.Map<Long, String> names) {
        String named = named(op, names);
        return named != null ? named : operation();
    }

    /** op's description with its object's name from names, or null when names has none for it. */
    private static String named(Op op, java.util.Map<Long, String> names) {
        if (names.isEmpty() || op.obj == null || op.what != null || op.other != null || op.region) return null;
        String name = names.get(op.obj.id);
        if (name == null) return null;
        String d = op.describe(), plain = Op.kindName(op.kind) + " " + op.obj.cls.javaName();
        return d.startsWith(plain) ? Op.kindName(op.kind) + " " + name + d.substring(plain.length()) : null;
    }

    /** What the step did that the search does not see, for traces: "notify java.lang.Object, waking \"t\" at Main.run(Main.java:9)". */
    public java.util.List<String> notes() { return notes(java.util.Map.of()); }

    /** As {@link #notes()}, with the objects names has by those names (see {@link #operation(java.util.Map)}). */
    public java.util.List<String> notes(java.util.Map<Long, String> names) {
        if (op.notes == null) return java.util.List.of();
        return op.notes.stream().map(n -> {
            String named = named(n, names);
            return (named != null ? named : n.describe()) + (n.method == null ? "" : " at " + n.where());
        }).toList();
    }

    /** As {@link #toString} without the notes. */
    public String describe() { return describe(java.util.Map.of()); }

    /** As {@link #describe()}, with the objects names has by those names (see {@link #operation(java.util.Map)}). */
    public String describe(java.util.Map<Long, String> names) {
        String where = op.whereWithCaller();
        return "\"" + threadName + "\" " + operation(names) + (where.isEmpty() ? "" : " at " + where);
    }

    /** "Class.method(File.java:line)" or "". */
    public String location() { return op.where(); }

    /**
     * Whether the step's instruction is in the JDK's code (not the program's), or in a class the VM
     * generated for the program (a string concatenation, a lambda's forwarding method), shown as the JDK's.
     */
    public boolean inJdk() { return op.method != null && (op.method.owner.jdk || op.method.owner.hidden); }


    /**
     * "\"thread\" operation at location", and inside the JDK "called from" the program's line that
     * led there; then each note ("; then notify ... at ...").
     */
    @Override public String toString() { return toString(java.util.Map.of()); }

    /** As {@link #toString()}, with the objects names has by those names (see {@link #operation(java.util.Map)}). */
    public String toString(java.util.Map<Long, String> names) {
        StringBuilder b = new StringBuilder(describe(names));
        for (String n : notes(names)) b.append("; then ").append(n);
        return b.toString();
    }
}
