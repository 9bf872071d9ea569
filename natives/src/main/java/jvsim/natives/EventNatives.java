package jvsim.natives;

import jvsim.vm.Op;
import jvsim.vm.ThrowNew;
import jvsim.vm.natives.NativeRegistry;

/** jvsim.api.IMUnit.fireEvent: while searching, an EVENT operation that listeners see (and may hold back). */
final class EventNatives {
    private EventNatives() {}

    static void register(NativeRegistry r) {
        r.register("jvsim/api/IMUnit", "fireEvent", "(Ljava/lang/String;)V", c -> {
            if (c.o(0) == null) throw new ThrowNew("java/lang/NullPointerException", "event name");
            c.point(Op.EVENT, null, Op.KEY_EVENT, c.str(0));
        });
    }
}
