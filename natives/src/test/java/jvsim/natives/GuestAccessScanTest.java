package jvsim.natives;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.bcel.classfile.ClassParser;
import org.apache.bcel.classfile.JavaClass;
import org.apache.bcel.classfile.Method;
import org.apache.bcel.generic.ConstantPoolGen;
import org.apache.bcel.generic.FieldInstruction;
import org.apache.bcel.generic.Instruction;
import org.apache.bcel.generic.InstructionHandle;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.InvokeInstruction;
import org.apache.bcel.generic.PUTFIELD;
import org.junit.jupiter.api.Test;

/**
 * The natives touch guest memory only through {@link jvsim.vm.GuestMemory} (scheduling point,
 * write barrier and publication together): their bytecode never reads or writes the storage of
 * target objects and classes (VmObject.p, r, arr; VmClass.staticP, staticR), never changes an
 * object's identity hash, sharedness, monitor or attachment, a class's initialization state, and
 * never calls a write barrier or a raw storage accessor itself.
 */
class GuestAccessScanTest {
    private static final String OBJ = "jvsim.vm.VmObject", CLS = "jvsim.vm.VmClass", HEAP = "jvsim.vm.Heap";

    /** Fields no access of which (read or write) is allowed. */
    private static final Map<String, Set<String>> STORAGE = Map.of(OBJ, Set.of("p", "r", "arr"), CLS, Set.of("staticP", "staticR"));
    /** Fields that may be read but not written. */
    private static final Map<String, Set<String>> STATE = Map.of(OBJ, Set.of("hash", "shared", "monitor", "meta", "id"), CLS, Set.of("initState", "mirror"));
    /** Methods that hand out raw storage or are the write barrier. */
    private static final Map<String, Set<String>> RAW = Map.of(
        OBJ, Set.of("touch", "ints", "longs", "chars", "bytes", "doubles", "floats", "shorts", "booleans"),
        CLS, Set.of("touch"), HEAP, Set.of("touch"));

    @Test
    void nativesTouchGuestMemoryOnlyThroughGuestMemory() throws IOException {
        Path classes = Path.of("target", "classes", "jvsim", "natives");
        assertTrue(Files.isDirectory(classes), "natives not compiled: " + classes.toAbsolutePath());
        List<String> found = new ArrayList<>();
        int scanned = 0;
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".class"))::iterator) {
                scanned++;
                JavaClass jc = new ClassParser(f.toString()).parse();
                ConstantPoolGen cp = new ConstantPoolGen(jc.getConstantPool());
                for (Method m : jc.getMethods()) {
                    if (m.getCode() == null) continue;
                    for (InstructionHandle h : new InstructionList(m.getCode().getCode()).getInstructionHandles()) {
                        String bad = check(h.getInstruction(), cp);
                        if (bad != null) found.add(jc.getClassName() + "." + m.getName() + " (pc " + h.getPosition() + "): " + bad);
                    }
                }
            }
        }
        assertTrue(scanned > 20, "only " + scanned + " classes scanned");
        assertEquals(List.of(), found, "raw guest-memory accesses in the natives (use jvsim.vm.GuestMemory)");
    }

    private static String check(Instruction i, ConstantPoolGen cp) {
        if (i instanceof FieldInstruction) {
            FieldInstruction fi = (FieldInstruction) i;
            String owner = fi.getReferenceType(cp).toString(), name = fi.getFieldName(cp);
            if (STORAGE.getOrDefault(owner, Set.of()).contains(name)) return i.getName() + " " + owner + "." + name;
            if (i instanceof PUTFIELD && STATE.getOrDefault(owner, Set.of()).contains(name)) return i.getName() + " " + owner + "." + name;
        } else if (i instanceof InvokeInstruction) {
            InvokeInstruction ii = (InvokeInstruction) i;
            String owner = ii.getReferenceType(cp).toString(), name = ii.getMethodName(cp);
            if (RAW.getOrDefault(owner, Set.of()).contains(name)) return i.getName() + " " + owner + "." + name;
        }
        return null;
    }
}
