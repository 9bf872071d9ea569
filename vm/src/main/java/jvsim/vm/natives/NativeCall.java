package jvsim.vm.natives;

import jvsim.vm.Values;
import jvsim.vm.Vm;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;
import jvsim.vm.VmThread;

/**
 * The arguments and result of one native invocation. Arguments are addressed by parameter index,
 * the receiver of an instance method being parameter 0. One instance per thread is reused.
 */
public final class NativeCall {
    public final Vm vm;
    public final VmThread thread;
    public VmMethod method;
    private long[] p;
    private VmObject[] r;
    private int base;
    private int[] paramSlots;
    public long resultP;
    public VmObject resultR;
    /** Set by natives that pushed frames and want to run again once those frames have returned. */
    public boolean reexecute;

    public NativeCall(Vm vm, VmThread thread) { this.vm = vm; this.thread = thread; }

    public void setup(VmMethod m, long[] p, VmObject[] r, int base) {
        this.method = m; this.p = p; this.r = r; this.base = base; this.paramSlots = m.paramSlots;
        resultP = 0; resultR = null; reexecute = false;
        thread.refineTarget = null;
    }

    public VmObject o(int param) { return r[base + paramSlots[param]]; }
    public int i(int param) { return (int) p[base + paramSlots[param]]; }
    public boolean z(int param) { return (int) p[base + paramSlots[param]] != 0; }
    public long j(int param) { return p[base + paramSlots[param]]; }
    public float f(int param) { return Values.toFloat(p[base + paramSlots[param]]); }
    public double d(int param) { return Values.toDouble(p[base + paramSlots[param]]); }
    /** The receiver of an instance method. */
    public VmObject self() { return r[base]; }

    /** The caller's operand-stack slot of the first argument (the receiver of an instance method). */
    public int argBase() { return base; }
    /** Host string of a String argument. */
    public String str(int param) { return vm.strings.toHost(o(param)); }

    /**
     * While searching, stops the thread before this native's visible operation on (holder, key):
     * returns true when the native must return at once (it runs again once the scheduler grants
     * the operation), false when it may proceed. {@code what} names the location for traces.
     */
    public boolean point(int kind, VmObject holder, long key, String what) {
        if (!vm.searching || !vm.schedulingPoint(thread, kind, holder, key)) return false;
        thread.pending.what = what;
        reexecute = true;
        return true;
    }

    /** {@link jvsim.vm.GuestMemory#stopAt}; when it stops, this native runs again once the access is granted. */
    public boolean stopAt(int kind, VmObject holder, long key, int span, String what, boolean sync) {
        return stopped(jvsim.vm.GuestMemory.stopAt(thread, kind, holder, key, span, what, sync));
    }

    /** {@link jvsim.vm.GuestMemory#stopAtField}; when it stops, this native runs again once the access is granted. */
    public boolean stopAtField(int kind, VmObject holder, jvsim.vm.VmField f, boolean sync) {
        return stopped(jvsim.vm.GuestMemory.stopAtField(thread, kind, holder, f, sync));
    }

    /** {@link jvsim.vm.GuestMemory#stopAtElements}; when it stops, this native runs again once the access is granted. */
    public boolean stopAtElements(int kind, VmObject a, int from, int count, boolean sync) {
        return stopped(jvsim.vm.GuestMemory.stopAtElements(thread, kind, a, from, count, sync));
    }

    /** {@link jvsim.vm.GuestMemory#stopAtCopy}; when it stops, this native runs again once the copy is granted. */
    public boolean stopAtCopy(VmObject src, int sp, int srcCount, VmObject dst, int dp, int dstCount) {
        return stopped(jvsim.vm.GuestMemory.stopAtCopy(thread, src, sp, srcCount, dst, dp, dstCount));
    }

    /** {@link jvsim.vm.GuestMemory#stopAtClone}; when it stops, this native runs again once the read is granted. */
    public boolean stopAtClone(VmObject o) {
        return stopped(jvsim.vm.GuestMemory.stopAtClone(thread, o));
    }

    /**
     * Thrown by a native, or a helper deep inside one, that stopped at a scheduling point (a
     * {@link #point} or stop method returned true): the native returns at once and runs again once
     * the operation is granted, as when it returns itself.
     */
    public static final class Stopped extends RuntimeException {
        public static final Stopped AT_POINT = new Stopped();
        private Stopped() { super("stopped at a scheduling point", null, false, false); }
    }

    private boolean stopped(boolean stop) {
        if (stop) reexecute = true;
        return stop;
    }

    /** Corrects the kind of the operation being executed, e.g. a failed compare-and-set only reads. */
    public void refine(int kind) {
        if (thread.refineTarget != null) thread.refineTarget.kind = kind;
    }

    public void ret(int v) { resultP = v; }
    public void ret(boolean v) { resultP = v ? 1 : 0; }
    public void ret(long v) { resultP = v; }
    public void ret(float v) { resultP = Values.ofFloat(v); }
    public void ret(double v) { resultP = Values.ofDouble(v); }
    public void ret(VmObject v) { resultR = v; }
    /** Returns a new target string (null for null). */
    public void retString(String s) { resultR = s == null ? null : vm.strings.newString(s); }
}
